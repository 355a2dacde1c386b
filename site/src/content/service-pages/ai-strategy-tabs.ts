import type { TopicTab } from '@/types/sections';

/**
 * The five topic tabs of /ai-strategy: what the tab list needs to render. Kept apart from the topics'
 * text, so the page's interactive part loads without it (the text stays prerendered HTML).
 */
export const strategyTabs = {
  tabsLabel: 'Strategy topics',
  defaultTopicId: 'company-strategy',
  tabs: [
    { id: 'company-strategy', label: 'Company Strategy', icon: 'compass' },
    { id: 'ai-adoption', label: 'AI Adoption', icon: 'trending-up' },
    { id: 'business-demands', label: 'Business Demands', icon: 'list-checks' },
    { id: 'agentic-workflows', label: 'Agentic Workflows', icon: 'workflow' },
    { id: 'impact-results', label: 'Impact & Results', icon: 'chart-line' },
  ] satisfies TopicTab[],
};

/** A tab's id, label and icon, for its topic record. */
export function strategyTab(id: string): TopicTab {
  const tab = strategyTabs.tabs.find((candidate) => candidate.id === id);
  if (!tab) throw new Error(`No strategy topic tab "${id}"`);
  return tab;
}
