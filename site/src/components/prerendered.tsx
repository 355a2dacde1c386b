import {
  createContext,
  useContext,
  useId,
  useState,
  type ElementType,
  type MouseEventHandler,
  type ReactNode,
} from 'react';

interface PrerenderedProps {
  /** The content, or `undefined` when it comes as HTML: the page's own, or its prerendered page's. */
  children?: ReactNode;
  as?: ElementType;
  className?: string;
  /** Clicks inside (links, video posters ...) are handled here, whether the content is HTML or React. */
  onClick?: MouseEventHandler<HTMLElement>;
}

/** Hands each `Prerendered` of a page, in the order they mount, its part of the page's HTML. */
interface PrerenderedSlots {
  take(key: string): DocumentFragment;
}

/**
 * A slot's content as the app keeps it: parsed already (the fragment of a page fetched and read
 * ahead), or as HTML (the page the browser arrived on, as hydration found it).
 */
export type SlotContent = DocumentFragment | string;

/**
 * Set after a navigation that brought the new page's prerendered HTML: the `Prerendered` parts of
 * the page take their HTML from it, in document order (the order React mounts them), each once.
 */
export const PrerenderedSource = createContext<PrerenderedSlots | undefined>(undefined);

/**
 * A slot's id: React's id for it with an `s` in front (`s_R_2h_`), so a page's slots can be found
 * in its HTML (`slotSelector`) without an attribute of their own on every page.
 */
const slotId = (reactId: string) => `s${reactId}`;

/** The slots of a page's main content, in a document or its HTML. */
export const slotSelector = 'main [id^="s_R_"], main [id^="s_r_"]';

/** A copy of a slot's content for this document, ready to be inserted. */
export function copySlot(slot: SlotContent): DocumentFragment {
  if (typeof slot !== 'string') return document.importNode(slot, true);
  const template = document.createElement('template');
  template.innerHTML = slot;
  return template.content;
}

/**
 * The slots of a page (`slotSelector` elements, in document order) as a source: each `Prerendered`
 * gets a copy of its slot's nodes for this document, one of `copies` when they were made ahead.
 * Inserting nodes copied ahead costs next to nothing in the navigation's task; parsing a long
 * article's body there took 6-16 ms at 1x CPU, and copying parsed nodes about 4.
 */
export function prerenderedSlots(
  slots: readonly SlotContent[],
  copies?: readonly DocumentFragment[],
): PrerenderedSlots {
  const taken = new Map<string, DocumentFragment>();
  return {
    take(key) {
      if (!taken.has(key)) {
        const index = taken.size;
        const slot = slots[index];
        taken.set(
          key,
          copies?.[index] ?? (slot === undefined ? document.createDocumentFragment() : copySlot(slot)),
        );
      }
      return taken.get(key)!;
    },
  };
}

/**
 * Content that is plain HTML once rendered: long text, lists of examples, case stories. The
 * prerendered page carries it, marked as a slot by its id (`slotSelector`); when the browser hydrates, this keeps that HTML
 * exactly as it is instead of rebuilding it, so the words never travel as JavaScript on a first
 * visit. After a client-side navigation it takes the same part of the new page's prerendered HTML
 * (`PrerenderedSource`), or, without that, renders `children` like any other component.
 */
export function Prerendered({ children, as: Tag = 'div', className, onClick }: PrerenderedProps) {
  // An id of its own kind marks it as a slot, at no cost in bytes over React's own id.
  const id = slotId(useId());
  const source = useContext(PrerenderedSource);
  // Read once: during hydration from the element the server rendered under the same id.
  const [html] = useState<string | DocumentFragment | undefined>(() => {
    if (children !== undefined || typeof document === 'undefined') return undefined;
    if (source) return source.take(id);
    return document.getElementById(id)?.innerHTML ?? '';
  });
  if (typeof html === 'object') {
    // The copy of the slot's nodes goes in as the element is attached, in the same commit. React
    // renders no children here, so it leaves them alone.
    const fill = (element: HTMLElement | null) => {
      if (element && !element.hasChildNodes()) element.append(html);
    };
    return <Tag id={id} ref={fill} className={className} onClick={onClick} />;
  }
  if (html !== undefined) {
    return <Tag id={id} className={className} onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />;
  }
  return (
    <Tag id={id} className={className} onClick={onClick}>
      {children}
    </Tag>
  );
}
