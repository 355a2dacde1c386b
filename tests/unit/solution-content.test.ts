import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { departmentForKey, departmentKey } from '@/lib/department-key';
import { modalities } from '@/content/modalities';
import { services } from '@/content/services';
import { workflowSteps } from '@/components/solutions/example-card';
import { departmentNames, type SolutionPageContent } from '@/types/solutions';

const records = import.meta.glob<SolutionPageContent>(
  ['../../site/src/content/solutions/*.ts', '!../../site/src/content/solutions/page-copy.ts'],
  { eager: true, import: 'default' },
);
const pages = Object.values(records);
const pageFor = (key: string) => pages.find((page) => page.key === key)!;

describe('solution pages content', () => {
  it('has one record for each of the six modalities of the menu', () => {
    expect(pages.map((page) => page.key).sort()).toEqual(modalities.map((modality) => modality.key).sort());
  });

  it("has a rule in the stylesheet that shows each modality's preview in the menu while its link is hovered", () => {
    const css = readFileSync(new URL('../../site/src/styles.css', import.meta.url), 'utf8').replace(
      /\s+/g,
      ' ',
    );
    modalities.forEach((modality, index) => {
      const n = index + 1;
      expect(css, modality.key).toContain(
        `:where([data-modality-menu]:has(li:nth-child(${n}) > [data-modality-link]:is(:hover, :focus-visible))) [data-preview]:nth-child(${n})`,
      );
    });
  });

  it('gives each page a hero whose headline starts "Transform Your Business with" and a button to /sign-up', () => {
    for (const page of pages) {
      expect(page.hero.headline, page.key).toMatch(/^Transform Your Business with /);
      expect(page.hero.cta.href, page.key).toMatch(/^\/sign-up(\?|$)/);
    }
    expect(pageFor('video').hero).toMatchObject({
      badge: 'Video AI Solutions',
      cta: { label: 'Start Your Video AI Journey' },
    });
    expect(pageFor('audio').hero).toMatchObject({
      badge: 'Audio AI Solutions',
      cta: { label: 'Start Your Audio AI Journey' },
    });
    expect(pageFor('multimodal').hero).toMatchObject({
      badge: 'Multimodal AI Solutions',
      cta: { label: 'Start Your Integration Journey' },
    });
    expect(pageFor('text-chat').hero.secondary).toEqual({
      label: 'Schedule Consultation',
      href: '/book-consultation',
    });
  });

  it('has four capability cards with four capability badges each, and the types label of its data type', () => {
    for (const page of pages) {
      expect(page.capabilities.cards, page.key).toHaveLength(4);
      for (const card of page.capabilities.cards) expect(card.capabilities, card.title).toHaveLength(4);
    }
    expect(pageFor('video').capabilities.typesLabel).toBe('Video Types');
    expect(pageFor('audio').capabilities.typesLabel).toBe('Audio Types');
    for (const key of ['text-chat', 'documents', 'images', 'multimodal']) {
      expect(pageFor(key).capabilities.typesLabel).toBe('Data Types');
    }
  });

  it('shows the five data-type tiles on the multimodal page only', () => {
    expect(pageFor('multimodal').tiles?.items.map((tile) => tile.title)).toEqual([
      'Text & Chat',
      'Documents',
      'Images',
      'Video',
      'Audio',
    ]);
    for (const page of pages.filter((candidate) => candidate.key !== 'multimodal'))
      expect(page.tiles).toBeUndefined();
  });

  it('has the six departments in order, each with two examples of four metrics, four benefits and a workflow', () => {
    for (const page of pages) {
      expect(
        page.departments.departments.map((department) => department.name),
        page.key,
      ).toEqual([...departmentNames]);
      for (const department of page.departments.departments) {
        expect(department.examples, `${page.key} ${department.name}`).toHaveLength(2);
        for (const example of department.examples) {
          expect(example.metrics, example.title).toHaveLength(4);
          expect(example.benefits, example.title).toHaveLength(4);
          expect(workflowSteps(example.workflow).length, example.title).toBeGreaterThanOrEqual(3);
          expect(example.useCase.length, example.title).toBeGreaterThan(80);
        }
      }
    }
  });

  it('never repeats an example: 72 distinct titles and 72 distinct descriptions', () => {
    const examples = pages.flatMap((page) =>
      page.departments.departments.flatMap((department) => department.examples),
    );
    expect(examples).toHaveLength(72);
    expect(new Set(examples.map((example) => example.title.toLowerCase())).size).toBe(72);
    expect(new Set(examples.map((example) => example.description.toLowerCase())).size).toBe(72);
  });

  it('offers the four services, each leading to its page', () => {
    expect(services.map((service) => service.link)).toEqual([
      '/ai-strategy',
      '/agentic-workflows',
      '/custom-dashboarding',
      '/change-management',
    ]);
  });
});

describe('department keys', () => {
  const departments = departmentNames.map((name) => ({ name }));

  it('are the name lowercased with whitespace runs turned into one hyphen', () => {
    expect(departmentKey('Legal & Compliance')).toBe('legal-&-compliance');
    expect(departmentKey('Operations & IT')).toBe('operations-&-it');
    expect(departmentKey('Customer  Service')).toBe('customer-service');
  });

  it('find their department, and an unmatched key falls back to the first department', () => {
    expect(departmentForKey('finance-&-analytics', departments).name).toBe('Finance & Analytics');
    expect(departmentForKey('no-such-department', departments).name).toBe('Customer Service');
    expect(departmentForKey('', departments).name).toBe('Customer Service');
  });
});
