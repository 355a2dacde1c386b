import { useEffect, type ReactNode } from 'react';
import { startRevealing } from '@/lib/reveal-controller';
import { AfterNavigation } from './after-navigation';
import { Footer } from './footer';
import { Header } from './header';
import { useNavigation } from './navigation';
import { shellCopy } from '@/content/shell';
import { Toaster } from './toaster';

/** The shell around every page: header, main region (the page, `children`), footer and live regions. */
export function RootLayout({ children }: { children: ReactNode }) {
  // The first commit ends hydration: from here on pages render their content themselves, elements
  // below the fold wait to be revealed, and <html data-hydrated> tells CSS (and tests) so.
  const navigation = useNavigation();
  useEffect(() => {
    navigation.endHydration();
    document.documentElement.dataset.hydrated = '';
    // Clicks on buttons made before the app was ready are replayed now (see app/bootstrap.ts).
    window.__appReady?.();
    return startRevealing(document.getElementById('root') ?? document.body);
  }, [navigation]);
  return (
    <>
      {/* Shown over the header: its white halo keeps the focus ring on white, whatever is beneath. */}
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white font-semibold text-plum-950 focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:px-4 focus:py-2 focus:shadow-[0_0_0_5px_var(--color-white)]"
      >
        {shellCopy.skipLink}
      </a>
      <Header />
      <main id="main" tabIndex={-1} className="outline-none">
        {children}
      </main>
      <Footer />
      <Toaster />
      <AfterNavigation />
    </>
  );
}
