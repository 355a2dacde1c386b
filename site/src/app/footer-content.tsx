/**
 * The footer's markup: its call to action, links and contact. Like the header's, it is the same on
 * every page and rendered on the server only; the browser keeps the HTML (see `app/footer.tsx`).
 */
import { Link } from '@/components/link';
import { ButtonLink } from '@/components/button';
import { Icon } from '@/components/icon';
import { Logo } from '@/components/logo';
import { footerColumns, footerCta } from '@/content/navigation';
import { services } from '@/content/services';
import { shellCopy } from '@/content/shell';
import { siteConfig } from '@/lib/site-config';

export function FooterCta() {
  return (
    <section aria-labelledby="footer-cta-title" className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
      <div className="relative overflow-hidden rounded-3xl bg-signature px-6 py-12 text-white sm:px-12 sm:py-16">
        <div className="max-w-2xl">
          <h2 id="footer-cta-title" className="text-3xl font-extrabold tracking-tight sm:text-4xl">
            {footerCta.title}
          </h2>
          <p className="mt-4 text-lg text-white/90">{footerCta.text}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <ButtonLink to={footerCta.primary.href} variant="light" size="lg">
              {footerCta.primary.name}
            </ButtonLink>
            <ButtonLink to={footerCta.secondary.href} variant="ghost-light" size="lg">
              {footerCta.secondary.name}
            </ButtonLink>
          </div>
        </div>
      </div>
    </section>
  );
}

const columnLinkClass = 'text-sm text-plum-800 hover:text-plum-950 hover:underline';

export function FooterLinks() {
  return (
    <div className="grid gap-10 border-t border-plum-100 pt-12 md:grid-cols-[1.5fr_1fr_1fr_1fr]">
      <div>
        <Logo image />
        <p className="mt-4 max-w-xs text-sm leading-relaxed text-plum-800">{shellCopy.footer.tagline}</p>
        <a
          href={`mailto:${siteConfig.email}`}
          className="mt-4 inline-flex items-center gap-2 text-sm font-semibold text-plum-900 underline-offset-4 hover:underline"
        >
          <Icon name="mail" className="size-4" />
          {siteConfig.email}
        </a>
      </div>
      <nav aria-label={shellCopy.footer.servicesTitle}>
        <h2 className="text-sm font-bold text-plum-950">{shellCopy.footer.servicesTitle}</h2>
        <ul className="mt-4 grid gap-2.5">
          {services.map((service) => (
            <li key={service.link}>
              <Link to={service.link} className={columnLinkClass}>
                {service.title}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {footerColumns.map((column) => (
        <nav key={column.title} aria-label={column.title}>
          <h2 className="text-sm font-bold text-plum-950">{column.title}</h2>
          <ul className="mt-4 grid gap-2.5">
            {column.links.map((link) => (
              <li key={link.href}>
                <Link to={link.href} className={columnLinkClass}>
                  {link.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ))}
    </div>
  );
}

/** "Emberwise B.V. All rights reserved." after the year. */
export function FooterRights() {
  return <>{`${siteConfig.legalName} ${shellCopy.footer.rights}`}</>;
}
