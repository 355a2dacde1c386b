import { Icon } from '@/components/icon';
import { Tabs } from '@/components/tabs';
import type { ReactNode } from 'react';
import type { Topic, TopicTab } from '@/types/sections';

/** The content of one topic tab: the argument beside its points, and the figures underneath. */
export function TopicPanel({ topic }: { topic: Topic }) {
  return (
    <div className="rounded-3xl border border-plum-100 bg-white p-5 shadow-sm sm:p-10">
      <div className="grid gap-8 lg:grid-cols-[1.3fr_1fr] lg:gap-12">
        <div>
          <h3 className="text-2xl font-extrabold tracking-tight text-balance text-plum-950 sm:text-3xl">
            {topic.heading}
          </h3>
          {topic.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-4 leading-relaxed text-pretty text-plum-800">
              {paragraph}
            </p>
          ))}
        </div>
        <div className="rounded-2xl bg-plum-50/60 p-5 sm:p-6">
          <h4 className="font-bold text-plum-950">{topic.pointsTitle}</h4>
          <ul className="mt-4 grid gap-3">
            {topic.points.map((point) => (
              <li key={point} className="flex gap-3 text-sm leading-relaxed text-plum-900">
                <Icon name="circle-check" className="mt-0.5 size-5 shrink-0 text-ember-700" />
                {point}
              </li>
            ))}
          </ul>
        </div>
      </div>
      <ul className="mt-8 grid gap-6 border-t border-plum-100 pt-8 sm:grid-cols-2">
        {topic.figures.map((figure) => (
          <li key={figure.value} className="sm:flex sm:items-baseline sm:gap-4">
            <p className="shrink-0 text-3xl font-extrabold tracking-tight text-ember-700">{figure.value}</p>
            <p className="mt-1 text-sm leading-snug text-plum-800 sm:mt-0">{figure.label}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}

interface TopicTabsProps {
  /** Accessible name of the tab list. */
  label: string;
  tabs: readonly TopicTab[];
  defaultTopicId: string;
  /** Each tab's panel, in tab order (prerendered content: see `Prerendered`). */
  panels: readonly ReactNode[];
}

/** Topics shown one at a time in accessible tabs. */
export function TopicTabs({ label, tabs, defaultTopicId, panels }: TopicTabsProps) {
  return (
    <Tabs
      label={label}
      defaultSelectedId={defaultTopicId}
      items={tabs.map((tab, index) => ({
        id: tab.id,
        label: tab.label,
        icon: tab.icon,
        panel: panels[index],
      }))}
    />
  );
}
