import { Outlet } from 'react-router-dom';
import { DocumentHead } from './document-head';
import { Footer } from './footer';
import { Header } from './header';
import { ScrollToTop } from './scroll-to-top';
import { shellCopy } from '@/content/shell';
import { Toaster } from './toaster';

export function RootLayout() {
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-plum-950 focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {shellCopy.skipLink}
      </a>
      <ScrollToTop />
      <DocumentHead />
      <Header />
      <main id="main" tabIndex={-1} className="outline-none">
        <Outlet />
      </main>
      <Footer />
      <Toaster />
    </>
  );
}
