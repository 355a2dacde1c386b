import spriteUrl from 'virtual:icon-sprite';
import type { IconName } from '@/types/icon-names';

interface IconProps {
  name: IconName;
  className?: string;
  /** Gives a meaningful icon an accessible name; without it the icon is decoration, hidden from assistive tech. */
  label?: string;
}

/**
 * An icon from the site's sprite (lucide's line icons): the path data lives in one cached SVG file,
 * so the page's JavaScript carries only the icon's name. The stroke style (2 px, round, in the text
 * colour) sits on each symbol of the sprite, and its default size (24 px, never shrinking in a flex
 * row) in the stylesheet's base layer, where any size class of the caller wins: not on every icon of
 * the page.
 */
export function Icon({ name, className, label }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={className}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  );
}
