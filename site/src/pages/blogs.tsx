import { staticPage } from '@/app/static-page';

/** /blogs: the categories with their counts, the featured article and the latest articles. */
const page = staticPage(async () => (await import('./views/blogs-view')).renderBlogIndex());

export const load = page.load;
export default page.Page;
