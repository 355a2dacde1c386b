import type { IconName } from '@/types/icon-names';
import { Icon } from '@/components/icon';
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { cx } from '@/lib/cx';

/** One tab and the panel it shows. */
interface TabItem {
  /** Stable key, unique within the tab list (also the value passed to `onSelect`). */
  id: string;
  label: string;
  icon?: IconName;
  panel: ReactNode;
}

interface TabsProps {
  /** Accessible name of the tab list, e.g. "Strategy topics". */
  label: string;
  items: TabItem[];
  /** Initially selected tab when uncontrolled; the first tab by default. */
  defaultSelectedId?: string;
  /** Controlled selection: pass with `onSelect` when something outside the tabs also selects. */
  selectedId?: string;
  onSelect?: (id: string) => void;
  className?: string;
}

/** Which tab index a key moves to from `current`, or undefined for keys the tab list ignores. */
function targetIndex(key: string, current: number, count: number): number | undefined {
  switch (key) {
    case 'ArrowRight':
      return (current + 1) % count;
    case 'ArrowLeft':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
}

/**
 * Accessible tabs following the WAI-ARIA tabs pattern with automatic activation: one tab stop
 * (roving tabindex), Left/Right wrap around, Home/End jump to the ends, and focus and selection
 * move together. Every panel is rendered (inactive ones `hidden`) so the prerendered HTML holds
 * all of the content. An unknown selected id falls back to the first tab.
 */
export function Tabs({ label, items, defaultSelectedId, selectedId, onSelect, className }: TabsProps) {
  const baseId = useId();
  const [ownSelectedId, setOwnSelectedId] = useState(defaultSelectedId ?? items[0]?.id);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const currentId = selectedId ?? ownSelectedId;
  const selectedIndex = Math.max(
    0,
    items.findIndex((item) => item.id === currentId),
  );

  const select = (index: number) => {
    const id = items[index]!.id;
    setOwnSelectedId(id);
    onSelect?.(id);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const next = targetIndex(event.key, selectedIndex, items.length);
    if (next === undefined) return;
    event.preventDefault();
    select(next);
    const tab = tabRefs.current[next];
    tab?.focus();
    // On a narrow screen the tab list scrolls sideways: bring the whole tab into it.
    tab?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  };

  const tabId = (index: number) => `${baseId}-tab-${index}`;
  const panelId = (index: number) => `${baseId}-panel-${index}`;

  return (
    <div className={className}>
      <div
        role="tablist"
        aria-label={label}
        className="-m-1.5 flex scroll-px-1.5 gap-2 overflow-x-auto p-1.5 [scrollbar-width:none] sm:flex-wrap sm:justify-center sm:overflow-visible"
      >
        {items.map((item, index) => {
          const selected = index === selectedIndex;
          return (
            <button
              key={item.id}
              ref={(element) => {
                tabRefs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={tabId(index)}
              aria-selected={selected}
              aria-controls={panelId(index)}
              tabIndex={selected ? 0 : -1}
              onClick={() => select(index)}
              onKeyDown={onKeyDown}
              className={cx(
                'inline-flex shrink-0 items-center gap-2 rounded-full px-4 py-2.5 text-sm font-semibold whitespace-nowrap transition-colors',
                selected
                  ? 'bg-plum-900 text-white shadow-sm'
                  : 'border border-plum-200 bg-white text-plum-900 hover:border-plum-400 hover:bg-plum-50',
              )}
            >
              {item.icon && <Icon name={item.icon} className={cx('size-4', !selected && 'text-ember-700')} />}
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item, index) => (
        <div
          key={item.id}
          role="tabpanel"
          id={panelId(index)}
          aria-labelledby={tabId(index)}
          tabIndex={0}
          hidden={index !== selectedIndex}
          className="mt-8 rounded-3xl"
        >
          {item.panel}
        </div>
      ))}
    </div>
  );
}
