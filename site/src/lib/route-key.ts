/** A path as the route table writes it: without a trailing slash (but `/`). */
export const routeKey = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);
