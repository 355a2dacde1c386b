import { useId } from 'react';
import iconUrl from '@/assets/favicon.svg';
import { cn } from '@/lib/cn';
import { siteConfig } from '@/lib/site-config';

type LogoTone = 'color' | 'light' | 'dark';
type LogoLayout = 'horizontal' | 'stacked' | 'mark';

interface LogoProps {
  tone?: LogoTone;
  layout?: LogoLayout;
  className?: string;
  /** Set when the logo is the only content of a link, so the link gets the brand as its name. */
  title?: string;
  /**
   * The gradient mark as an image of the site's icon file instead of inline SVG: for a logo far down
   * the page (the footer), where the inline copy would add 0.3 KB gzip to every page. It is the
   * page's icon file (one hashed URL, cached for good), so the browser fetches it once for both.
   */
  image?: boolean;
}

/**
 * The Emberwise mark: an ember (flame-shaped drop) inside a rounded square. The gradient version is
 * the primary mark; light and dark tones are for gradient and photographic backgrounds.
 */
export function LogoMark({
  tone = 'color',
  className,
  image = false,
}: {
  tone?: LogoTone;
  className?: string;
  image?: boolean;
}) {
  const gradientId = useId();
  if (image && tone === 'color') {
    return (
      <img
        src={iconUrl}
        alt=""
        width={40}
        height={40}
        loading="lazy"
        decoding="async"
        className={cn('shrink-0', className)}
      />
    );
  }
  const fill = tone === 'color' ? `url(#${gradientId})` : tone === 'light' ? '#ffffff' : '#2a0a33';
  const ember = tone === 'light' ? '#2a0a33' : '#ffffff';
  return (
    <svg viewBox="0 0 40 40" className={cn('shrink-0', className)} aria-hidden="true" focusable="false">
      {tone === 'color' && (
        <defs>
          <linearGradient id={gradientId} x1="0" y1="0" x2="40" y2="40" gradientUnits="userSpaceOnUse">
            <stop offset="0" stopColor="#4a1259" />
            <stop offset="0.55" stopColor="#a3275f" />
            <stop offset="1" stopColor="#f26b1d" />
          </linearGradient>
        </defs>
      )}
      <rect width="40" height="40" rx="11" fill={fill} />
      <path
        d="M20.4 8.5c.9 4.1 6.9 7.3 6.9 13.4a7.3 7.3 0 0 1-14.6 0c0-3 1.5-5 3.3-6.6.2 2.1 1.3 3.6 2.9 4.1-.6-4.2.1-7.8 1.5-10.9Z"
        fill={ember}
      />
      <circle cx="20" cy="23.6" r="2.6" fill={fill} />
    </svg>
  );
}

export function Logo({ tone = 'color', layout = 'horizontal', className, title, image }: LogoProps) {
  const wordTone = tone === 'light' ? 'text-white' : 'text-plum-950';
  if (layout === 'mark') {
    return (
      <span className={cn('inline-flex', className)} role={title ? 'img' : undefined} aria-label={title}>
        <LogoMark tone={tone} className="size-10" />
      </span>
    );
  }
  return (
    <span
      className={cn(
        'inline-flex items-center',
        layout === 'stacked' ? 'flex-col gap-2' : 'gap-2.5',
        className,
      )}
    >
      <LogoMark tone={tone} image={image} className={layout === 'stacked' ? 'size-12' : 'size-9'} />
      <span className={cn('text-xl font-extrabold tracking-tight', wordTone)}>
        {siteConfig.name.slice(0, 5)}
        <span className={tone === 'color' ? 'text-ember-700' : undefined}>{siteConfig.name.slice(5)}</span>
      </span>
    </span>
  );
}
