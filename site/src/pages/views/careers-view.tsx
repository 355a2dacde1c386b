/** /careers rendered in full: loaded only when the page is not already its prerendered HTML. */
import {
  CareerCards,
  CareersHeroActions,
  FounderStory,
  OpenPositions,
} from '@/components/careers/careers-sections';
import { PageHero } from '@/components/sections/page-hero';
import { careersPage as content } from '@/content/careers/careers-page';
import { positions } from '@/content/careers/positions';

export function renderCareers() {
  return (
    <>
      <PageHero eyebrow={content.hero.eyebrow} title={content.hero.title} intro={content.hero.intro}>
        <CareersHeroActions hero={content.hero} />
      </PageHero>
      <FounderStory story={content.story} />
      <CareerCards
        heading={content.values.heading}
        items={content.values.items}
        columns={4}
        className="bg-plum-50/50"
      />
      <CareerCards heading={content.benefits.heading} items={content.benefits.items} columns={3} />
      <OpenPositions positions={positions} content={content.positions} general={content.general} />
    </>
  );
}
