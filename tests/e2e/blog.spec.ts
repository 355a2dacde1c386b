import { expect, test } from '../helpers/test';
import { axeViolations, openHydrated } from '../helpers/browser';
import { blogIndex, blogPosts, categoryCounts } from '../helpers/site';

test.describe('blog articles', () => {
  test('share links open the networks’ share pages in a new tab, and email is a mailto with the title and link', async ({
    page,
  }) => {
    await openHydrated(page, '/blog/agentic-ai-future');
    const share = page
      .getByRole('banner')
      .or(page.getByRole('main'))
      .getByRole('link', { name: /Share on Twitter/ })
      .first();
    const twitter = new URL((await share.getAttribute('href'))!);
    expect(twitter.origin + twitter.pathname).toBe('https://twitter.com/intent/tweet');
    expect(twitter.searchParams.get('url')).toMatch(/\/blog\/agentic-ai-future$/);
    await expect(share).toHaveAttribute('target', '_blank');
    await expect(share).toHaveAttribute('rel', 'noopener noreferrer');
    const linkedin = new URL(
      (await page
        .getByRole('link', { name: /Share on LinkedIn/ })
        .first()
        .getAttribute('href'))!,
    );
    expect(linkedin.hostname).toBe('www.linkedin.com');
    const email = (await page
      .getByRole('link', { name: /Share by email/ })
      .first()
      .getAttribute('href'))!;
    expect(email).toMatch(/^mailto:\?subject=/);
    expect(decodeURIComponent(email)).toContain('/blog/agentic-ai-future');
  });

  test('outbound links in an article open in a new tab without passing the opener', async ({ page }) => {
    await openHydrated(page, '/blog/meta-llama-vs-claude');
    const outbound = page.locator('.prose a[href^="http"]');
    expect(await outbound.count()).toBeGreaterThan(0);
    for (const link of await outbound.all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  test('the compliance checklist toggles by click and by keyboard, and is not kept across visits', async ({
    page,
  }) => {
    await openHydrated(page, '/blog/ai-regulation-compliance');
    const checklist = page.getByRole('group', { name: 'AI compliance checklist' });
    for (const group of ['Planning', 'Development', 'Deployment']) {
      await expect(checklist.getByRole('group', { name: group }).getByRole('checkbox')).toHaveCount(3);
    }
    const risk = checklist.getByRole('checkbox', { name: 'Risk assessment completed' });
    await risk.click();
    await expect(risk).toBeChecked();
    const monitoring = checklist.getByRole('checkbox', { name: 'Monitoring systems deployed' });
    await monitoring.focus();
    await page.keyboard.press('Space');
    await expect(monitoring).toBeChecked();
    await page.keyboard.press('Space');
    await expect(monitoring).not.toBeChecked();
    expect(await axeViolations(page)).toEqual([]);
    await page.reload();
    await expect(page.getByRole('checkbox', { name: 'Risk assessment completed' })).not.toBeChecked();
  });

  test('a video loads from the video host only after a click on its poster', async ({ page, baseURL }) => {
    const elsewhere: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).origin !== new URL(baseURL!).origin) elsewhere.push(request.url());
    });
    await openHydrated(page, '/blog/openai-gpt5-reasoning');
    await page.waitForLoadState('networkidle');
    expect(page.locator('iframe')).toHaveCount(0);
    expect(elsewhere).toEqual([]);
    await page.getByRole('button', { name: /^Play video/ }).click();
    const player = page.locator('iframe');
    await expect(player).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}\?/);
    await expect(player).toHaveAttribute('title', /.+/);
  });
});

test.describe('blog index (/blogs)', () => {
  test('shows the category chips in the order of the spec with the counts of the published articles, the featured article and the latest articles', async ({
    page,
  }) => {
    await openHydrated(page, '/blogs');
    await expect(page.getByRole('heading', { level: 1, name: 'Blogs' })).toBeVisible();
    // The chips of the spec, in its order; their counts are the published articles' (the team adds
    // and removes articles in the studio), the featured one apart.
    const counts = categoryCounts();
    expect(counts.map(({ name }) => name)).toEqual([
      'All',
      'AI Technology',
      'AI Tools',
      'Backend Development',
      'Development Tools',
      'AI Innovation',
      'AI Regulation',
      'AI Infrastructure',
    ]);
    await expect(page.getByRole('list', { name: 'Categories' }).getByRole('listitem')).toHaveText(
      counts.map(({ name, count }) => `${name}${count}`),
    );
    const { featured: featuredPost, latest: latestPosts } = blogIndex();
    expect(counts[0]!.count).toBe(latestPosts.length);
    const featured = page.getByRole('main').getByRole('article').first();
    await expect(featured).toContainText('Featured');
    await expect(featured.getByRole('link')).toHaveAttribute('href', `/blog/${featuredPost!.slug}`);
    const latest = page
      .getByRole('region', { name: 'Latest Articles' })
      .getByRole('link', { name: /^Read article/ });
    expect(await latest.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(
      latestPosts.map((post) => `/blog/${post.slug}`),
    );
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe('blog feed and sitemap', () => {
  test('the feed at /blog/feed.xml parses and lists every published article, newest first', async ({
    page,
    request,
  }) => {
    const response = await request.get('/blog/feed.xml');
    expect(response.status()).toBe(200);
    const xml = await response.text();
    await page.goto('/blogs');
    const items = await page.evaluate((source) => {
      const doc = new DOMParser().parseFromString(source, 'application/xml');
      if (doc.querySelector('parsererror')) return null;
      return [...doc.querySelectorAll('item')].map((item) => ({
        link: item.querySelector('link')?.textContent,
        date: Date.parse(item.querySelector('pubDate')?.textContent ?? ''),
      }));
    }, xml);
    expect(items).not.toBeNull();
    expect(items!.map((item) => new URL(item.link!).pathname).sort()).toEqual(
      blogPosts.map((post) => `/blog/${post.slug}`).sort(),
    );
    const dates = items!.map((item) => item.date);
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  test('the sitemap gives every article its lastmod', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    for (const post of blogPosts) {
      expect(sitemap).toMatch(new RegExp(`/blog/${post.slug}</loc><lastmod>${post.publishedDate}</lastmod>`));
    }
  });
});
