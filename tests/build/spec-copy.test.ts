/**
 * The words the product's specification fixes, each on the page the spec puts it, read from the
 * built HTML: headings, buttons, labels, badges, figures and messages. These are the developers'
 * pages; what the marketing team writes in the studio (articles, cases, positions) is held to its
 * rules instead (tests/build/pages.test.ts, tests/unit/content-files.test.ts), so a studio edit never
 * turns this red, and a change of a spec text always does.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Window } from 'happy-dom';
import { afterAll, describe, expect, test } from 'vitest';
import { htmlFileForPath } from '../../site/scripts/prerender';
import { distDir } from '../helpers/browser';
import { projects } from '../helpers/site';

const windows: Window[] = [];
afterAll(() => windows.forEach((window) => window.close()));

/** The visible text of a built page (body, scripts left out), spaces collapsed. */
function pageText(path: string): string {
  const window = new Window();
  windows.push(window);
  const file = path === '*' ? '404.html' : htmlFileForPath(path);
  window.document.write(readFileSync(join(distDir, file), 'utf8'));
  for (const element of window.document.body.querySelectorAll('script, style, template')) element.remove();
  return (window.document.body.textContent ?? '').replace(/\s+/g, ' ');
}

const solutionPage = (badge?: string, cta?: string, types = 'Data Types') =>
  [
    ...(badge ? [badge] : []),
    ...(cta ? [cta] : []),
    'Transform Your Business with',
    'Key Capabilities',
    types,
    'Overview',
    'Customer Service',
    'Sales & Marketing',
    'Human Resources',
    'Legal & Compliance',
    'Operations & IT',
    'Finance & Analytics',
    'Learn More',
  ] as const;

/** Page by page, the texts the specification gives word for word. */
const specCopy: Record<string, readonly string[]> = {
  '/': [
    'Accelerate your AI transformation',
    'Get in touch',
    'Plan 15-min ROI call',
    '4x',
    '2-3 hrs',
    '1,200+',
  ],
  '/sign-up': [
    'Get in Touch',
    'Name',
    'Business email',
    'How can we help you?',
    'Personalized AI assessment',
    'Expert guidance',
    '24h response time',
  ],
  '/book-consultation': ['Schedule Your 15-Minute ROI Call'],
  '/ai-strategy': [
    'Strategic AI Transformation',
    'Company Strategy',
    'Implementation & Continuation',
    'AI & Data Infrastructure',
    'Departmental Challenges',
    'AI Adoption',
    'Business Demands',
    'Agentic Workflows',
    'Impact & Results',
  ],
  '/agentic-workflows': [
    'Automate repetitive tasks',
    'Data Input',
    'Data Integration',
    'Knowledge Base',
    'System Prompt',
    'Documents',
    'Images',
    'Videos',
    'Audio',
    'Structured',
    'Sales & Marketing',
    'Human Resources',
    'Finance',
    'Operations',
    'Legal & Compliance',
    'Research & Development',
    '2-3 hrs',
    '1-2 hrs',
    '3-5 hrs',
    '1-4 hrs',
    '2-4 hrs',
    '1-3 hrs',
  ],
  '/text-chat-modalities': [...solutionPage(), 'Schedule Consultation'],
  '/documents-modalities': solutionPage(),
  '/images-modalities': solutionPage(),
  '/video-modalities': solutionPage('Video AI Solutions', 'Start Your Video AI Journey', 'Video Types'),
  '/audio-modalities': solutionPage('Audio AI Solutions', 'Start Your Audio AI Journey', 'Audio Types'),
  '/multimodal-modalities': [
    ...solutionPage('Multimodal AI Solutions', 'Start Your Integration Journey'),
    'Text & Chat',
    'Video',
  ],
  '/cases': [
    'Case Studies',
    'All',
    'Voice AI',
    'Text AI',
    'Document Processing',
    'Content Generation',
    'View Details',
  ],
  '/blogs': ['Blogs', 'All', 'Stay Updated', 'Subscribe'],
  '/careers': [
    'Results-Driven Excellence',
    'Intellectual Curiosity',
    'Collaborative Partnership',
    'Sustainable Innovation',
    'Unlimited PTO',
    'Equity',
    'Send General Application',
    'Learn More',
  ],
  '/design-system': ['Back to Home', 'Deep plum', 'Ember orange'],
  '/thank-you': ['Thanks for reaching out!', 'Back to Home'],
  '*': ['404', 'Oops! Page not found', 'Return to Home'],
};

describe('the texts the specification fixes', () => {
  for (const [path, texts] of Object.entries(specCopy)) {
    test(`${path === '*' ? 'the not-found page' : path} shows them word for word`, () => {
      const shown = pageText(path);
      expect(texts.filter((text) => !shown.includes(text))).toEqual([]);
    });
  }

  test('every case page shows the figures the spec quotes for it, and Back to Projects', () => {
    const figures: Record<string, string[]> = {
      'healthcare-voice-ai': ['80%', '70%', '15 hours', '35%', '25%'],
      'lead-data-enrichment': ['95%', '3x', '45%', '80%'],
      'promptcoach-ai': ['60%', '75%', '10,000'],
      'compliance-financial': ['99.7%', '90%'],
      'legal-contract-analysis': ['2026 Q1', '75%', 'Q4 2025', 'Q1 2026', 'Q2 2026'],
      'social-media-automation': ['Coming Soon', '80%', 'Instagram', 'LinkedIn', 'Twitter', 'Facebook'],
    };
    for (const [id, values] of Object.entries(figures)) {
      const project = projects.find((candidate) => candidate.id === id);
      expect(project, `the spec's case ${id}`).toBeDefined();
      const shown = pageText(project!.link);
      expect(
        values.filter((value) => !shown.includes(value)),
        id,
      ).toEqual([]);
      expect(shown, id).toContain('Back to Projects');
    }
  });
});
