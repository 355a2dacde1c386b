import { useId, useState, type ElementType, type MouseEventHandler, type ReactNode } from 'react';

interface PrerenderedProps {
  /** The content, or `undefined` while the page hydrates: then the HTML the page arrived with stays. */
  children?: ReactNode;
  as?: ElementType;
  className?: string;
  /** Clicks inside (links, video posters ...) are handled here, whether the content is HTML or React. */
  onClick?: MouseEventHandler<HTMLElement>;
}

/**
 * Content that is plain HTML once rendered: long text, lists of examples, case stories. The
 * prerendered page carries it; when the browser hydrates, this keeps that HTML exactly as it is
 * instead of rebuilding it, so the words never travel as JavaScript on a first visit. After a
 * client-side navigation the page passes the content as `children` and it renders like any other.
 */
export function Prerendered({ children, as: Tag = 'div', className, onClick }: PrerenderedProps) {
  const id = useId();
  // Read once, during hydration, from the element the server rendered under the same id.
  const [html] = useState(() =>
    children === undefined && typeof document !== 'undefined'
      ? (document.getElementById(id)?.innerHTML ?? '')
      : undefined,
  );
  if (html !== undefined) {
    return <Tag id={id} className={className} onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />;
  }
  return (
    <Tag id={id} className={className} onClick={onClick}>
      {children}
    </Tag>
  );
}
