/** A service page rendered in full (only when it is not already its prerendered HTML). */
import { Cta } from '@/components/sections/cta';
import { FeatureGrid } from '@/components/sections/feature-grid';
import { ServiceHero } from '@/components/sections/service-hero';
import { StepList } from '@/components/sections/step-list';
import { servicePageFor } from '@/content/service-pages';

export function renderServicePage(service: string | undefined) {
  const content = servicePageFor(service);
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
