import { useRouteEntry } from '@/app/use-route-entry';
import { Cta } from '@/components/sections/cta';
import { FeatureGrid } from '@/components/sections/feature-grid';
import { ServiceHero } from '@/components/sections/service-hero';
import { StepList } from '@/components/sections/step-list';
import { servicePageFor } from '@/content/service-pages';

/** A service page without a landing page of its own; the route table's `data.service` picks the record. */
export default function ServicePage() {
  const content = servicePageFor(useRouteEntry().data?.service);
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
