import type { PageLoadContext } from '@/app/route-objects';
import { Cta } from '@/components/sections/cta';
import { FeatureGrid } from '@/components/sections/feature-grid';
import { ServiceHero } from '@/components/sections/service-hero';
import { StepList } from '@/components/sections/step-list';
import { servicePageFor } from '@/content/service-pages';
import type { ClientRoute } from '@/types/routes';
import type { ServicePageContent } from '@/types/sections';

/** The route table's `data.service` picks the record. */
export async function load(route: ClientRoute, _context: PageLoadContext) {
  return { content: servicePageFor(route.data?.service) };
}

/** A service page without a landing page of its own (custom dashboarding, change management). */
export default function ServicePage({ content }: { content: ServicePageContent }) {
  return (
    <>
      <ServiceHero {...content.hero} />
      <FeatureGrid {...content.scope} columns={4} />
      <FeatureGrid {...content.outcomes} className="bg-plum-50/50" />
      <Cta {...content.cta} />
      <StepList {...content.engagement} />
      <FeatureGrid {...content.deliverables} columns={6} className="bg-plum-50/50" />
    </>
  );
}
