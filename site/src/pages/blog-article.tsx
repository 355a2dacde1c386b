import { staticPage } from '@/app/static-page';

/** A blog article: static, with internal links and video posters handled by one click handler. */
const page = staticPage(async (route) =>
  (await import('./views/blog-article-view')).renderArticle(route.data?.slug ?? ''),
);

export const load = page.load;
export default page.Page;
