import { useEffect, useRef, useState, type ElementType, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** Visible share of an element at which it reveals (10 %). */
export const REVEAL_THRESHOLD = 0.1;
/** Step between the delays of consecutive elements, in seconds. */
export const REVEAL_DELAY_STEP_S = 0.1;

interface RevealProps {
  as?: ElementType;
  /** Position in a sequence: the animation waits `index * 0.1 s`. */
  index?: number;
  className?: string;
  children: ReactNode;
}

/**
 * Fades its content in once, when at least 10 % of it is visible. The hidden start state lives in
 * CSS and only applies when scripting is on and motion is welcome, so the prerendered page is fully
 * readable without JavaScript and for visitors who prefer reduced motion.
 */
export function Reveal({ as: Tag = 'div', index = 0, className, children }: RevealProps) {
  const ref = useRef<HTMLElement>(null);
  const [inView, setInView] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element || inView) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setInView(true);
          observer.disconnect();
        }
      },
      { threshold: REVEAL_THRESHOLD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [inView]);

  return (
    <Tag
      ref={ref}
      data-reveal=""
      data-in-view={inView ? '' : undefined}
      className={cn(className)}
      style={index ? { transitionDelay: `${(index * REVEAL_DELAY_STEP_S).toFixed(1)}s` } : undefined}
    >
      {children}
    </Tag>
  );
}
