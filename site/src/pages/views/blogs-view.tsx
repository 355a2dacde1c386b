/** /blogs rendered in full (chips, featured article, latest articles): loaded only when not already HTML. */
import { BlogCard } from '@/components/blog/blog-card';
import { FeaturedArticle } from '@/components/blog/featured-article';
import { PageHero } from '@/components/sections/page-hero';
import { blogIndex, categoryCounts } from '@/content/blog';
import { blogsPageCopy as copy } from '@/content/long-form';

export function renderBlogIndex() {
  const { featured, latest } = blogIndex();
  return (
    <>
      <PageHero look="compact" eyebrow={copy.eyebrow} title={copy.title} intro={copy.intro}>
        <ul aria-label={copy.categoriesLabel} className="mt-8 flex flex-wrap gap-2">
          {categoryCounts().map((category) => (
            <li
              key={category.name}
              className="inline-flex items-center gap-2 rounded-full border border-plum-200 bg-white px-3.5 py-1.5 text-sm font-semibold text-plum-900"
            >
              {category.name}
              <span className="rounded-full bg-plum-100 px-2 py-0.5 text-xs font-bold text-plum-800">
                {category.count}
              </span>
            </li>
          ))}
        </ul>
      </PageHero>
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        {featured && <FeaturedArticle post={featured} label={copy.featuredLabel} cta={copy.readArticle} />}
        <section aria-labelledby="latest-title" className="mt-20">
          <h2 id="latest-title" className="text-2xl font-extrabold tracking-tight text-plum-950 sm:text-3xl">
            {copy.latestTitle}
          </h2>
          <div className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {latest.map((post, index) => (
              <BlogCard key={post.slug} post={post} cta={copy.readArticle} index={index % 3} />
            ))}
          </div>
        </section>
      </div>
    </>
  );
}
