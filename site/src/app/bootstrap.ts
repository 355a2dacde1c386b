/**
 * The one inline script of every page (the prerender writes it in, with the entry's URL). The page
 * is complete as HTML, so the app's JavaScript waits: it starts once the page has loaded, painted
 * and the browser is idle, never competing with the first paint. A click on a button before the app is
 * ready (a menu, a tab, a filter) starts it at once and is replayed when it is ready, so no click is
 * lost; links and forms keep working as plain HTML meanwhile. It also keeps the header's scrolled
 * look right until the app takes over, lets Escape close the header menus CSS opens, and renders
 * the blocks the first paint left out, in small steps, by the time the page has loaded.
 *
 * A self-contained function: the build compiles this file on its own and inlines it, wrapped so that
 * it calls itself with its own element, so it may not import anything or refer to anything outside
 * its body. What differs from page to page comes in the script element's data attributes, so the
 * script's text (and its CSP hash) is the same on all. `scrollThreshold`, the same on every page,
 * the build writes into the text itself (`compileBootstrap`), which costs each page fewer bytes.
 */
/** The browser's task scheduler where it has one (Chromium, Firefox); not in this TypeScript's DOM types. */
declare const scheduler: { postTask: (task: () => void, options: { priority: string }) => Promise<void> };

export function bootstrap(script: HTMLScriptElement, scrollThreshold: number) {
  const entry = script.dataset.entry!;
  const list = (urls = '') => urls.split(' ').filter(Boolean);
  const pageModules = list(script.dataset.pageModules);
  const modulesFirst = list(script.dataset.modulesFirst);
  const queue: HTMLButtonElement[] = [];
  let started = false;
  const header = document.querySelector('header');
  const markScrolled = () => header?.toggleAttribute('data-scrolled', window.scrollY > scrollThreshold);
  // Escape closes the header menus CSS opened (on hover or focus) until the pointer or the focus
  // moves outside them; the focus, if it was in a panel, goes to the menu's button.
  const watchInput = (event: Event) => {
    const target = event.target as Element;
    const menu = target.closest?.('[data-menu]');
    const escape = (event as KeyboardEvent).key == 'Escape';
    if (escape || !menu) document.documentElement.toggleAttribute('data-menus-closed', escape);
    if (escape) menu?.querySelector('button')!.focus();
  };
  const release = () => {
    removeEventListener('click', intercept, true);
    removeEventListener('scroll', markScrolled);
    for (const control of queue.splice(0)) control.click();
  };
  const start = async () => {
    if (started) return;
    started = true;
    const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
    // Every module of the first load downloads at once, the page's own beside the entry's. Asking
    // for each costs the main thread a millisecond or two, so one request per task.
    for (const href of new Set([...modulesFirst, entry, ...pageModules])) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.append(link);
      await nextTask();
    }
    // Then they run one per task, deps first (React, then the router...): evaluating them all at
    // once would block the page for one long task. The entry comes last and starts the app.
    try {
      for (const href of modulesFirst) {
        await import(/* @vite-ignore */ href);
        await nextTask();
      }
      await import(/* @vite-ignore */ entry);
    } catch {
      release();
    }
  };
  function intercept(event: MouseEvent) {
    const control = (event.target as Element).closest?.('button');
    if (!control || control.type === 'submit' || control.disabled) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (!queue.includes(control)) queue.push(control);
    void start();
  }
  (window as Window & { __appReady?: () => void }).__appReady = release;
  addEventListener('click', intercept, true);
  for (const type of ['keydown', 'mouseover', 'focusin']) addEventListener(type, watchInput);
  // Only on scroll, never while the page is parsing: reading the scroll position then would force
  // a layout of the whole page in the middle of parsing, one long task. A position the browser
  // restores (reload, back) fires a scroll event too.
  addEventListener('scroll', markScrolled, { passive: true });
  const whenIdle = () =>
    'requestIdleCallback' in window ? requestIdleCallback(start, { timeout: 2000 }) : setTimeout(start, 200);
  // On a fast connection `load` can come before the first paint, and so can an idle moment. The app
  // waits for a frame painted after `load` (everything in the HTML, its images included, is on
  // screen by then), so its scripts never hold up what the visitor is about to see.
  const afterNextPaint = () => requestAnimationFrame(() => setTimeout(whenIdle, 0));
  // Every browser the build targets (Vite's widely available baseline: Chrome 111, Firefox 114,
  // Safari 16.4 on) reports paint timing.
  const afterFirstPaint = () => {
    // Buffered: a paint that happened before `load` is reported too.
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      afterNextPaint();
    });
    observer.observe({ type: 'paint', buffered: true });
  };
  if (document.readyState === 'complete') afterFirstPaint();
  else addEventListener('load', afterFirstPaint, { once: true });

  // The first paint lays out only the blocks near the screen (`:root[data-lazy]`, styles.css). Right
  // after it the others are rendered and laid out one by one, about 12 ms' worth per task at the
  // speed the device runs: no task lays out a whole article. The tasks go ahead of other queued work
  // where the browser has a scheduler (so usually before the `load` event's task), and whatever is
  // left when the page has loaded is rendered then, so the accessibility tree is whole on load.
  const blocks = [...document.querySelectorAll<HTMLElement>('.render-lazy,.prose>*')];
  let next = 0;
  const soon = (task: () => void) =>
    'scheduler' in window ? scheduler.postTask(task, { priority: 'user-blocking' }) : setTimeout(task);
  const renderAll = () => {
    next = blocks.length;
    document.documentElement.removeAttribute('data-lazy');
    for (const block of blocks) {
      block.style.contentVisibility = '';
      if (!block.style.length) block.removeAttribute('style');
    }
  };
  const renderSome = () => {
    const start = performance.now();
    while (next < blocks.length && performance.now() - start < 12) {
      blocks[next]!.style.contentVisibility = 'visible';
      void blocks[next++]!.offsetTop;
    }
    if (next < blocks.length) soon(renderSome);
    else renderAll();
  };
  // A page opened at a fragment is laid out whole at once, and goes to its target again: the browser
  // may have scrolled there while blocks above it still had stand-in sizes.
  if (location.hash) {
    renderAll();
    location.replace(location.hash);
  } else requestAnimationFrame(() => soon(renderSome));
  addEventListener('load', renderAll);
}
