import type { PageLoadContext } from '@/app/navigation';
import { Prerendered } from '@/components/prerendered';
import { useContentClicks } from '@/components/prose/use-content-clicks';
import { Section } from '@/components/section';
import { TopicTabs } from '@/components/sections/topic-tabs';
import { strategyTabs } from '@/content/service-pages/ai-strategy-tabs';
import type { StrategySections } from './views/ai-strategy-view';

/** The page's sections in full, unless it is still the HTML it arrived as. */
export async function load(_route: unknown, { wordsAsHtml }: PageLoadContext) {
  if (wordsAsHtml) return {};
  const { renderStrategy } = await import('./views/ai-strategy-view');
  return { sections: renderStrategy() };
}

/**
 * /ai-strategy: hero, the four-area diagram, five topic tabs, a call to action and the engagement.
 * Only the tabs are interactive; their panels, like the rest, stay prerendered HTML on a first visit.
 */
export default function AiStrategyPage({ sections }: { sections?: StrategySections }) {
  const onContentClick = useContentClicks();
  return (
    <>
      <Prerendered onClick={onContentClick}>{sections?.top}</Prerendered>
      <Section>
        <Prerendered>{sections?.topicsHeading}</Prerendered>
        <div className="mt-12">
          <TopicTabs
            label={strategyTabs.tabsLabel}
            tabs={strategyTabs.tabs}
            defaultTopicId={strategyTabs.defaultTopicId}
            panels={strategyTabs.tabs.map((tab, index) => (
              <Prerendered key={tab.id}>{sections?.topicPanels[index]}</Prerendered>
            ))}
          />
        </div>
      </Section>
      <Prerendered onClick={onContentClick}>{sections?.bottom}</Prerendered>
    </>
  );
}
