/**
 * Whether the browser is hydrating the prerendered page it arrived on. While it is, pages leave
 * their long-form content as the HTML it already is (see `components/prerendered.tsx`) and do not
 * load it as JavaScript; after the first commit every render is an ordinary client render.
 */
let hydrating = false;
let markHydrated = () => {};
const hydrated = new Promise<void>((resolve) => (markHydrated = resolve));

export function beginHydration() {
  hydrating = true;
}

export function endHydration() {
  hydrating = false;
  markHydrated();
}

/** Resolves once the first commit has ended hydration: the app is up. */
export function whenHydrated(): Promise<void> {
  return hydrated;
}

export function isHydrating(): boolean {
  return hydrating;
}
