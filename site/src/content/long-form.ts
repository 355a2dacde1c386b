import { paths } from '@shared/paths';
import { shellCopy } from './shell';
import type { ArticleCopy, BlogsPageCopy, LegalPageCopy, ProseLabels } from '@/types/long-form';
import type { PreviewNoticeCopy } from '@/types/publication';

/** The bar on a page a local build previews without publishing it. */
export const previewNoticeCopy: PreviewNoticeCopy = {
  draft: 'Preview of a draft: this page is not published, and no listing, feed or sitemap shows it.',
  scheduled: 'Preview: this page is scheduled and appears on its publish date, with the next build.',
};

/** Labels of the components inside articles and legal pages. */
export const proseLabels: ProseLabels = {
  newTab: shellCopy.newTab,
  scrollableTable: 'Table (scrolls sideways on small screens)',
  video: {
    play: 'Play video',
    consent: 'The player loads from YouTube, in its privacy-enhanced mode, only when you click.',
    watchOn: 'Watch on YouTube',
  },
  platform: {
    pricing: 'Pricing',
    targetAudience: 'Built for',
    strengths: 'Strengths',
    weaknesses: 'Weaknesses',
    useCases: 'Use it for',
  },
  backend: {
    focus: 'Focus',
    strengths: 'Strengths',
    limitations: 'Limitations',
    pricing: 'Pricing',
    bestFor: 'Best for',
  },
  table: { feature: 'Feature' },
};

/** The frame of a blog article. */
export const articleCopy: ArticleCopy = {
  backToBlogs: 'Back to Blogs',
  by: 'By',
  share: {
    title: 'Share',
    twitter: 'Share on Twitter',
    linkedin: 'Share on LinkedIn',
    email: 'Share by email',
  },
  tagsTitle: 'Tags',
  authorTitle: 'About the author',
  relatedTitle: 'Related Articles',
  readMore: 'Read More',
};

/** Copy of /blogs. */
export const blogsPageCopy: BlogsPageCopy = {
  eyebrow: 'Blog',
  title: 'Blogs',
  intro:
    'What we learn building AI for real teams: agents in production, the models and tools worth your time, and the rules you need to follow. Written by the people who do the work.',
  categoriesLabel: 'Categories',
  featuredLabel: 'Featured',
  latestTitle: 'Latest Articles',
  readArticle: 'Read article',
};

/** The frame of the legal pages. */
export const legalPageCopy: LegalPageCopy = {
  backToHome: 'Back to Home',
  updated: 'Last updated',
  tocTitle: 'On this page',
};

/** Where the legal pages' back link goes. */
export const legalBackHref = paths.home();
