import { paths } from '@/shared/paths';
import type { ArticleCopy, BlogsPageCopy, LegalPageCopy, ProseLabels } from '@/types/long-form';

/** Labels of the components inside articles and legal pages. */
export const proseLabels: ProseLabels = {
  newTab: '(opens in a new tab)',
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
  newsletter: {
    title: 'Stay Updated',
    text: 'One email a month with our newest articles and what we are seeing in client work. No spam, and you can unsubscribe with one click.',
    emailLabel: 'Email address',
    placeholder: 'you@company.com',
    submit: 'Subscribe',
    submitting: 'Subscribing...',
    privacy: 'We use your address only to send the newsletter. See our privacy policy.',
    success: { title: 'You’re subscribed', description: 'Our next article will land in your inbox.' },
    error: { title: 'Something went wrong', description: 'Please try again in a moment.' },
    limited: {
      title: 'Too many sign-ups',
      description:
        'We received several sign-ups from your connection in the last hour. Please try again later.',
    },
    invalid: 'Please enter a valid email address.',
  },
};

/** The frame of the legal pages. */
export const legalPageCopy: LegalPageCopy = {
  backToHome: 'Back to Home',
  updated: 'Last updated',
  tocTitle: 'On this page',
};

/** Where the legal pages' back link goes. */
export const legalBackHref = paths.home();
