import { createContext, useContext } from 'react';

/**
 * Whether the page around a component is the one the visitor sees: false inside a page rendered
 * ahead of a click (app/route-objects.tsx), laid out but hidden until the visitor goes there. What
 * a page reads from the URL (its hash, its query) or does to the document (scrolling, focus) waits
 * until its page is shown: until then the URL is another page's.
 */
export const PageActive = createContext(true);

export const usePageActive = () => useContext(PageActive);

/** The page shown, among the main region's pages (the one rendered ahead has `data-ahead`). */
export const shownPageSelector = 'main > :not([data-ahead])';
