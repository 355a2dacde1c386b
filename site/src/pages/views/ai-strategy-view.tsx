/** The static sections of /ai-strategy rendered in full (only when not already its prerendered HTML). */
import { SectionHeading } from '@/components/section';
import { Cta } from '@/components/sections/cta';
import { HubDiagram } from '@/components/sections/hub-diagram';
import { ServiceHero } from '@/components/sections/service-hero';
import { StepList } from '@/components/sections/step-list';
import { TopicPanel } from '@/components/sections/topic-tabs';
import { aiStrategyPage as content } from '@/content/service-pages/ai-strategy';

export function renderStrategy() {
  return {
    top: (
      <>
        <ServiceHero {...content.hero} />
        <HubDiagram {...content.areas} className="bg-plum-50/50" />
      </>
    ),
    topicsHeading: <SectionHeading {...content.topics.heading} />,
    topicPanels: content.topics.topics.map((topic) => <TopicPanel key={topic.id} topic={topic} />),
    bottom: (
      <>
        <Cta {...content.cta} />
        <StepList {...content.engagement} className="bg-plum-50/50" />
      </>
    ),
  };
}

export type StrategySections = ReturnType<typeof renderStrategy>;
