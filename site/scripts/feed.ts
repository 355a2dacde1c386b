/**
 * `dist/blog/feed.xml`: an RSS 2.0 feed of the blog, newest article first, written from the same
 * article data as the pages (title, excerpt, date, author, category).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { escapeXml } from './sitemap.ts';

interface FeedArticle {
  slug: string;
  title: string;
  excerpt: string;
  author: string;
  publishedDate: string;
  category: string;
}

interface FeedOptions {
  title: string;
  description: string;
  /** Absolute URL of a site path. */
  toUrl: (path: string) => string;
  articlePath: (slug: string) => string;
  blogPath: string;
  feedPath: string;
}

/** RFC 822 date of an ISO date, as RSS wants it ("Thu, 23 Jan 2025 00:00:00 GMT"). */
const rfc822 = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`).toUTCString();

function renderFeed(articles: readonly FeedArticle[], options: FeedOptions): string {
  const sorted = [...articles].sort((a, b) => b.publishedDate.localeCompare(a.publishedDate));
  const items = sorted.map((article) => {
    const url = options.toUrl(options.articlePath(article.slug));
    return [
      '    <item>',
      `      <title>${escapeXml(article.title)}</title>`,
      `      <link>${escapeXml(url)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(url)}</guid>`,
      `      <pubDate>${rfc822(article.publishedDate)}</pubDate>`,
      `      <dc:creator>${escapeXml(article.author)}</dc:creator>`,
      `      <category>${escapeXml(article.category)}</category>`,
      `      <description>${escapeXml(article.excerpt)}</description>`,
      '    </item>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '  <channel>',
    `    <title>${escapeXml(options.title)}</title>`,
    `    <link>${escapeXml(options.toUrl(options.blogPath))}</link>`,
    `    <description>${escapeXml(options.description)}</description>`,
    '    <language>en</language>',
    `    <atom:link href="${escapeXml(options.toUrl(options.feedPath))}" rel="self" type="application/rss+xml" />`,
    ...(sorted[0] ? [`    <lastBuildDate>${rfc822(sorted[0].publishedDate)}</lastBuildDate>`] : []),
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}

export async function writeFeed(dist: string, articles: readonly FeedArticle[], options: FeedOptions) {
  const file = join(dist, options.feedPath.replace(/^\//, ''));
  await mkdir(join(file, '..'), { recursive: true });
  await writeFile(file, renderFeed(articles, options));
}
