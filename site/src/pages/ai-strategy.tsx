import { Cta } from '@/components/sections/cta';
import { HubDiagram } from '@/components/sections/hub-diagram';
import { ServiceHero } from '@/components/sections/service-hero';
import { StepList } from '@/components/sections/step-list';
import { TopicTabs } from '@/components/sections/topic-tabs';
import { aiStrategyPage as content } from '@/content/service-pages/ai-strategy';

export default function AiStrategyPage() {
  return (
    <>
      <ServiceHero {...content.hero} />
      <HubDiagram {...content.areas} className="bg-plum-50/50" />
      <TopicTabs {...content.topics} />
      <Cta {...content.cta} />
      <StepList {...content.engagement} className="bg-plum-50/50" />
    </>
  );
}
