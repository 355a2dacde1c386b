import type { ElementType, ReactNode } from 'react';
import { cx } from '@/lib/cx';

/** Step between the delays of consecutive elements, in seconds. */
const REVEAL_DELAY_STEP_S = 0.1;

interface RevealProps {
  as?: ElementType;
  /** Position in a sequence: the animation waits `index * 0.1 s`. */
  index?: number;
  className?: string;
  children: ReactNode;
}

/**
 * Marks an element to fade in when it scrolls into view. The marking is all it renders: one
 * controller (`lib/reveal-controller.ts`) animates every marked element of the page, whether React
 * rendered it or it is still prerendered HTML, and hides nothing that was already on screen.
 */
export function Reveal({ as: Tag = 'div', index = 0, className, children }: RevealProps) {
  return (
    <Tag
      data-reveal=""
      className={cx(className)}
      style={index ? { transitionDelay: `${(index * REVEAL_DELAY_STEP_S).toFixed(1)}s` } : undefined}
    >
      {children}
    </Tag>
  );
}
