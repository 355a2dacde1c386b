import { paths } from '@shared/paths';
import type { CaseStudy } from '@/types/cases';

/** The Social Media Automation case (/projects/social-media-automation). */
const caseStudy: CaseStudy = {
  id: 'social-media-automation',
  kind: 'upcoming',
  hero: {
    eyebrow: 'Marketing · Content Generation · Coming Soon',
    title: 'A content engine that learns your brand voice and keeps every channel running',
    intro:
      'We’re building a content engine for marketing teams that run four social channels with one or two people. It will learn how your brand writes, plan and draft posts, captions and visuals, adapt them for each platform and schedule them for when your audience is there. It is still in development; nothing will be published without a person’s approval.',
  },
  facts: [
    { label: 'Status', value: 'Coming soon, in development' },
    { label: 'Built for', value: 'Marketing teams at mid-sized European companies' },
    { label: 'Channels', value: 'Instagram, LinkedIn, Twitter and Facebook' },
    { label: 'Creates', value: 'Posts, captions and visuals' },
    { label: 'Approval', value: 'Every post signed off by a person before it goes out' },
  ],
  results: {
    title: 'What we expect',
    figures: [
      {
        value: '80%',
        label:
          'anticipated reduction in time spent managing social media, to be measured with the first teams that use it',
      },
    ],
  },
  sections: [
    {
      id: 'problem',
      title: 'The problem',
      paragraphs: [
        'In most mid-sized companies, social media belongs to one or two marketers who also run the website, the newsletter and the events. Every idea has to be rewritten four times: a longer post for LinkedIn, a short one for Twitter, a caption and an image for Instagram, something in between for Facebook. Visuals wait for a designer, and posting times are a guess.',
        'The brand voice suffers first. Posts written on a busy Friday, by an agency or by a colleague standing in, sound like three different companies. Channels go quiet for weeks, then fill up in a rush before a trade fair.',
      ],
    },
    {
      id: 'vision',
      title: 'Our vision',
      paragraphs: [
        'One brief in, a week of posts out. You tell the engine what is happening: a product release, a new hire, an event, a blog article. It proposes a plan, drafts each post in your voice and in the right format for each channel, and schedules them once you have approved them.',
        'Your marketers stay in charge of what the company says. The engine takes over the rewriting, resizing and scheduling that fill their week today.',
      ],
    },
    {
      id: 'capabilities',
      title: 'Platform capabilities',
      paragraphs: ['What the engine is being built to do, from the first brief to the published post.'],
      points: [
        'Learn your brand voice from posts you have already published and your style guide',
        'Plan a content calendar around your launches, events and campaigns',
        'Write posts and captions, and generate visuals within your brand colours and fonts',
        'Adapt each piece for Instagram, LinkedIn, Twitter and Facebook: length, tone, hashtags and image format',
        'Schedule every post for the times your own audience is most active',
      ],
    },
    {
      id: 'content-types',
      title: 'Content types',
      paragraphs: ['The kinds of content we are designing it to produce at launch.'],
      points: [
        'Text posts, from a single line for Twitter to a longer LinkedIn update',
        'Captions for images and short videos you supply',
        'Visuals: single images, quote cards and carousels in each platform’s format',
        'Posts drawn from your own blog articles, case studies and newsletters',
        'Announcements for product releases, events, vacancies and company news',
      ],
    },
    {
      id: 'features',
      title: 'Key features in development',
      paragraphs: ['The features our engineers are working on now, ahead of the first users.'],
      points: [
        'A brand voice profile you can read and correct, not a hidden setting',
        'An approval step for every post, with comments and edits, before anything is scheduled',
        'Channel rules for character limits, hashtags, mentions and image ratios',
        'Optimal-time scheduling based on the engagement history of your own accounts',
        'Repurposing: one blog article turned into a series of posts across all four channels',
        'A weekly summary of what performed well, feeding into the next plan',
      ],
    },
    {
      id: 'benefits',
      title: 'Anticipated benefits',
      paragraphs: [
        'We expect the biggest gain in time: around 80% less spent managing social media, because the rewriting, resizing and scheduling move to the engine while people keep the ideas and the approval. We will measure that with the first teams that use it rather than take it on trust.',
      ],
      points: [
        'Channels that stay active in busy weeks, not only before events',
        'One recognisable voice across every platform and every writer',
        'Posts published when your audience is online, not when someone has a free moment',
        'Marketers with time for campaigns, content and customers',
      ],
    },
  ],
  build: {
    title: 'How we’re building it',
    steps: [
      {
        title: 'Brand voice from your own material',
        description:
          'The engine reads a sample of your published posts, your style guide and the words you avoid, and writes a voice profile your marketers review and correct before it is used.',
      },
      {
        title: 'Text and image models with brand rules',
        description:
          'Language models draft posts and captions against the voice profile; image models create visuals within your colours, fonts and logo rules. Every draft is checked against the rules before a person sees it.',
      },
      {
        title: 'Connections to each platform',
        description:
          'Scheduling through the platforms’ official interfaces, with posting times chosen from your accounts’ own engagement history.',
      },
      {
        title: 'People approve, the engine learns',
        description:
          'Nothing is scheduled without approval. Edits and rejections are recorded and used to refine the voice profile, so the drafts need fewer changes over time.',
      },
    ],
  },
  cta: {
    title: 'Want to be among the first to try it?',
    text: 'Tell us which channels you run and how many people run them. We’ll reply within 24 hours and let you know when the first places open.',
    primary: { label: 'Register your interest', href: paths.signUp('case-social-media-automation') },
  },
};

export default caseStudy;
