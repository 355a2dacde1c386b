/**
 * What a keyboard and screen-reader audit looks at, for the end-to-end suites: Chrome's own
 * accessibility tree (read through the DevTools protocol, the tree a screen reader is given), where
 * the keyboard focus is and whether it can be seen, and contrast measured on the rendered pixels.
 */
import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';

/** The widths of the audit: the smallest phone WCAG reflow asks for, a common phone, a laptop. */
export const auditViewports = [
  { width: 320, height: 720 },
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
] as const;

/**
 * The widths where the layout differs, for checks that depend on the layout and not on the exact
 * width: the narrowest phone (every width below the first breakpoint, 640 px, lays out the same: 390
 * px repeats 320 px) and the laptop.
 */
export const layoutViewports = [auditViewports[0], auditViewports[2]] as const;

/** The app's entry script: held back or refused to look at the page as HTML. */
const entryScript = '**/assets/index-*.js';

/** Refuses the app's entry script: the page stays HTML for good. */
export async function withoutApp(page: Page) {
  await page.route(entryScript, (route) => route.abort());
}

/** Holds the app's entry script back until `release()` is called. */
export async function holdApp(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(entryScript, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

export async function waitForApp(page: Page) {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

/**
 * Fails every POST the page sends (the form submissions, whatever their address) with a 503 and a
 * readable error, as a server would; `release()` lets the held requests go on to fail. Until then
 * they hang, so a test can look at the page while it is sending. `stop()` lets later posts reach
 * the server again.
 */
export async function failPosts(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let sent = 0;
  const cors = { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*' };
  await page.route('**/*', async (route) => {
    // A cross-origin POST with JSON is preceded by a CORS preflight: let it through to the POST.
    if (route.request().method() === 'OPTIONS') return route.fulfill({ status: 204, headers: cors });
    if (route.request().method() !== 'POST') return route.fallback();
    sent++;
    await released;
    await route.fulfill({
      status: 503,
      contentType: 'application/json',
      headers: cors,
      body: JSON.stringify({ ok: false, error: 'The service is unavailable.' }),
    });
  });
  return { release, sent: () => sent, stop: () => page.unroute('**/*') };
}

/** A node of Chrome's accessibility tree, as the DevTools protocol gives it. */
export interface AXNode {
  nodeId: string;
  ignored: boolean;
  role?: { value: string };
  name?: { value: string };
  properties?: { name: string; value: { value: unknown } }[];
  parentId?: string;
  childIds?: string[];
}

/** Chrome's full accessibility tree of the page (what a screen reader can reach). */
export async function accessibilityTree(page: Page) {
  const session = await page.context().newCDPSession(page);
  try {
    const { nodes } = (await session.send('Accessibility.getFullAXTree')) as { nodes: AXNode[] };
    const byId = new Map(nodes.map((node) => [node.nodeId, node]));
    const property = (node: AXNode, name: string) =>
      node.properties?.find((entry) => entry.name === name)?.value.value;
    /** The text of a node and its descendants that are in the tree. */
    const text = (node: AXNode): string =>
      [
        node.role?.value === 'StaticText' ? (node.name?.value ?? '') : '',
        ...(node.childIds ?? []).map((id) => byId.get(id)).map((child) => (child ? text(child) : '')),
      ].join('');
    const ancestors = (node: AXNode) => {
      const chain: AXNode[] = [];
      for (let at = node.parentId && byId.get(node.parentId); at; at = at.parentId && byId.get(at.parentId))
        chain.push(at);
      return chain;
    };
    const exposed = nodes.filter((node) => !node.ignored);
    return {
      nodes: exposed,
      property,
      text,
      ancestors,
      /** Exposed nodes of a role whose text contains `words`. */
      find: (role: string, words: string) =>
        exposed.filter((node) => node.role?.value === role && text(node).includes(words)),
      /** Exposed nodes inside a live region (`aria-live`, or a role that implies it) whose text contains `words`. */
      live: (words: string) =>
        exposed.filter(
          (node) =>
            ['polite', 'assertive'].includes(String(property(node, 'live'))) &&
            node.role?.value !== 'StaticText' &&
            text(node).includes(words),
        ),
    };
  } finally {
    await session.detach();
  }
}

const landmarkRoles = new Set([
  'banner',
  'main',
  'contentinfo',
  'navigation',
  'region',
  'complementary',
  'form',
  'search',
]);

/** What a screen reader reading the whole page meets: headings, links, landmarks and the amount of text. */
async function treeContents(page: Page) {
  const tree = await accessibilityTree(page);
  const named = (roles: (role: string) => boolean) =>
    tree.nodes
      .filter((node) => roles(node.role?.value ?? ''))
      .map((node) => `${node.role!.value} "${tree.text(node) || (node.name?.value ?? '')}"`.slice(0, 80));
  return {
    headings: named((role) => role === 'heading'),
    links: named((role) => role === 'link'),
    landmarks: named((role) => landmarkRoles.has(role)),
    textCharacters: tree.nodes
      .filter((node) => node.role?.value === 'StaticText')
      .reduce((sum, node) => sum + (node.name?.value.length ?? 0), 0),
  };
}

/**
 * Headings that name a focusable element (`aria-labelledby` on a region, a form or a box with a
 * `tabindex`). A screen reader reading the page through (Orca's Say All) skips such a heading,
 * expecting to read it when the element takes the focus, so a visitor listening never hears it.
 */
export async function headingsNamingFocusable(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('[aria-labelledby]')]
      .filter((named) =>
        named.matches('[tabindex], a[href], button, input, select, textarea, summary, [contenteditable]'),
      )
      .flatMap((named) => named.getAttribute('aria-labelledby')!.split(/\s+/))
      .map((id) => document.getElementById(id))
      .filter((label) => label?.matches('h1, h2, h3, h4, h5, h6, [role="heading"]'))
      .map((label) => label!.textContent!.trim()),
  );
}

/**
 * What the accessibility tree of the page as loaded lacks, compared with the same page rendered in
 * full. Chromium leaves a block that is not rendered yet (`content-visibility: auto` off screen) out
 * of the tree, so a screen reader reading in browse mode would hear a page that ends early; here
 * every block is forced to render, and the headings, links and landmarks the tree gained, and the
 * characters of text, are what the page hid on load.
 */
export async function hiddenFromTreeOnLoad(page: Page) {
  const onLoad = await treeContents(page);
  const style = await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  const rendered = await treeContents(page);
  await style.evaluate((node) => (node as Element).remove());
  const gained = (before: string[], after: string[]) => {
    const left = [...before];
    return after.filter((item) => {
      const at = left.indexOf(item);
      if (at === -1) return true;
      left.splice(at, 1);
      return false;
    });
  };
  return {
    headings: gained(onLoad.headings, rendered.headings),
    links: gained(onLoad.links, rendered.links),
    landmarks: gained(onLoad.landmarks, rendered.landmarks),
    textCharacters: rendered.textCharacters - onLoad.textCharacters,
  };
}

/** Where the focus is, and whether all of it can be seen: in the window, with nothing drawn over it. */
export interface FocusReport {
  /** A short description of the focused element, for failure messages. */
  label: string;
  /** The focus is on the document itself (nothing focused), e.g. after it fell out of a removed element. */
  onBody: boolean;
  inView: boolean;
  /** A stable key of the element, to notice when Tab has come round to where it started. */
  key: string;
}

/**
 * Reports on the focused element after the page has settled (two frames: a lazily rendered block
 * near the screen is laid out in the first, and what the app renders in answer to an observer's
 * report lands before the second). It is in view when its sides and centre are inside the window
 * and nothing is drawn over them (the fixed header, an open panel): the browser's own hit test says
 * so. An element taller or wider than the window only needs to cover it. One call, one round trip.
 */
export function focusReport(page: Page): Promise<FocusReport> {
  return page.evaluate(async () => {
    for (let i = 0; i < 2; i++) await new Promise((resolve) => requestAnimationFrame(resolve));
    const element = document.activeElement;
    if (!element || element === document.body || element === document.documentElement)
      return { label: 'body', onBody: true, inView: false, key: 'body' };
    const store = window as unknown as { __focusKeys?: WeakMap<Element, string>; __focusCount?: number };
    store.__focusKeys ??= new WeakMap();
    if (!store.__focusKeys.has(element)) {
      store.__focusCount = (store.__focusCount ?? 0) + 1;
      store.__focusKeys.set(element, String(store.__focusCount));
    }
    const rect = element.getBoundingClientRect();
    const width = document.documentElement.clientWidth;
    const height = window.innerHeight;
    const inset = 2;
    const left = Math.max(rect.left + inset, 0);
    const right = Math.min(rect.right - inset, width - 1);
    const top = Math.max(rect.top + inset, 0);
    const bottom = Math.min(rect.bottom - inset, height - 1);
    const fitsAcross = rect.width > width || (rect.left >= -0.5 && rect.right <= width + 0.5);
    const fitsDown = rect.height > height || (rect.top >= -0.5 && rect.bottom <= height + 0.5);
    // The middle of each side (a rounded corner is not the element's) and the centre.
    const [middleX, middleY] = [(left + right) / 2, (top + bottom) / 2];
    // An element taller than the window cannot be seen whole: its middle band must be in the clear
    // (the fixed header may cover its top edge, which the browser scrolled past).
    const tall = rect.height > height;
    const points = [
      ...(tall ? [] : [[middleX, top]]),
      ...(tall ? [] : [[middleX, bottom]]),
      [left, middleY],
      [right, middleY],
      [middleX, middleY],
    ];
    // What is drawn topmost at a point, skipping what cannot be seen (a panel fading out).
    const seen = (hit: Element) => {
      for (let at: Element | null = hit; at; at = at.parentElement)
        if (getComputedStyle(at).opacity === '0') return false;
      return true;
    };
    const covers = points
      .map(([x, y]) => document.elementsFromPoint(x!, y!).find(seen))
      .filter((hit) => !hit || !(element.contains(hit) || hit.contains(element)));
    const inView = fitsAcross && fitsDown && right > left && bottom > top && covers.length === 0;
    const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    const cover = covers[0]
      ? ` under ${covers[0].tagName.toLowerCase()}.${[...covers[0].classList].slice(0, 3).join('.')}`
      : '';
    const label = `${element.tagName.toLowerCase()} "${element.getAttribute('aria-label') ?? text}" at ${Math.round(rect.left)},${Math.round(rect.top)} ${Math.round(rect.width)}x${Math.round(rect.height)}${cover}`;
    return { label, onBody: false, inView, key: store.__focusKeys.get(element)! };
  });
}

/**
 * Waits until the window has stopped scrolling (the same position for ten frames in a row, within
 * three seconds): a smooth scroll to the focus or to an anchor is over, and whatever the page laid
 * out meanwhile has moved what it moves.
 */
export function scrollSettled(page: Page): Promise<void> {
  return page.evaluate(async () => {
    const started = performance.now();
    let [last, still] = [Number.NaN, 0];
    while (still < 10 && performance.now() - started < 3000) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
      still = window.scrollY === last ? still + 1 : 0;
      last = window.scrollY;
    }
  });
}

/**
 * How far `target` is from being whole on the screen below the fixed header, in pixels: 0 when its
 * top is at or below the header's bottom edge and its bottom inside the window.
 */
export function pixelsOutOfView(target: Locator): Promise<number> {
  return target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const header = document.querySelector('header')!.getBoundingClientRect();
    return Math.max(0, header.bottom - box.top) + Math.max(0, box.bottom - window.innerHeight);
  });
}

/**
 * Moves the focus through the whole page with Tab (or Shift+Tab), from the top of the document
 * (or its end), and lists every stop where the focused element was not entirely in view, or where
 * the focus fell to the document.
 *
 * Each stop costs the key going down (the browser moves the focus then), and one `focusReport`
 * while the key goes up (Tab does nothing on its way up). Backwards, Shift is held down for the
 * whole sweep, as a person holding it would, rather than pressed and released at every stop.
 */
export async function tabThroughPage(page: Page, direction: 'forward' | 'backward', limit = 400) {
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  const problems: string[] = [];
  const seen = new Set<string>();
  let stops = 0;
  if (direction === 'backward') await page.keyboard.down('Shift');
  try {
    for (; stops < limit; stops++) {
      await page.keyboard.down('Tab');
      const [report] = await Promise.all([focusReport(page), page.keyboard.up('Tab')]);
      if (report.onBody || seen.has(report.key)) break;
      seen.add(report.key);
      if (!report.inView) problems.push(report.label);
    }
  } finally {
    if (direction === 'backward') await page.keyboard.up('Shift');
  }
  return { problems, stops };
}

/** Relative luminance of an sRGB colour (WCAG 2). */
function luminance([r, g, b]: readonly number[]): number {
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r!) + 0.7152 * channel(g!) + 0.0722 * channel(b!);
}

/** WCAG contrast ratio of two sRGB colours. */
export function contrast(a: readonly number[], b: readonly number[]): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

type Area = { x: number; y: number; width: number; height: number };

/** A screenshot of the window (or of an area of it) as raw RGB pixels, read by window coordinates. */
async function windowPixels(page: Page, area?: Area) {
  const viewport = page.viewportSize()!;
  const [left, top] = area ? [Math.max(0, Math.floor(area.x)), Math.max(0, Math.floor(area.y))] : [0, 0];
  const clip = area && {
    x: left,
    y: top,
    width: Math.min(viewport.width, Math.ceil(area.x + area.width)) - left,
    height: Math.min(viewport.height, Math.ceil(area.y + area.height)) - top,
  };
  if (clip && (clip.width <= 0 || clip.height <= 0)) return { at: () => undefined };
  const png = await page.screenshot({ animations: 'disabled', caret: 'hide', scale: 'css', clip });
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return {
    at: (x: number, y: number): number[] | undefined => {
      const px = Math.round(x) - (clip?.x ?? 0);
      const py = Math.round(y) - (clip?.y ?? 0);
      if (px < 0 || py < 0 || px >= info.width || py >= info.height) return undefined;
      const offset = (py * info.width + px) * 3;
      return [data[offset]!, data[offset + 1]!, data[offset + 2]!];
    },
  };
}

/**
 * The contrast of the focus ring of `target` against what it is drawn on, from the pixels: the ring
 * (the middle of the 3 px outline drawn 2 px outside the element) next to the same spot with the
 * ring gone, at points along the middle of each side. Returns the lowest ratio.
 */
export async function focusRingContrast(page: Page, target: Locator): Promise<number> {
  // Focused and painted (two frames), and where it ended up, in one round trip.
  const box = await target.evaluate(async (element) => {
    (element as HTMLElement).focus();
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const { x, y, width, height } = element.getBoundingClientRect();
    return { x, y, width, height };
  });
  const around = { x: box.x - 8, y: box.y - 8, width: box.width + 16, height: box.height + 16 };
  const ringed = await windowPixels(page, around);
  // The same spot without the ring: the outline is hidden, the focus (and so the page) unchanged.
  await target.evaluate((element) => ((element as HTMLElement).style.outlineColor = 'transparent'));
  const bare = await windowPixels(page, around);
  await target.evaluate((element) => ((element as HTMLElement).style.outlineColor = ''));
  // Across the ring, 2.5 to 4.5 px out: the element's box snaps to whole pixels, and one of these
  // always lies fully inside the 3 px band.
  const ratioAcross = (spot: (offset: number) => [number, number]) =>
    Math.max(
      ...[2.5, 3.5, 4.5].map((offset) => {
        const [x, y] = spot(offset);
        const [withRing, without] = [ringed.at(x, y), bare.at(x, y)];
        return withRing && without ? contrast(withRing, without) : 0;
      }),
    );
  const ratios: number[] = [];
  for (const share of [0.4, 0.5, 0.6]) {
    const x = box.x + box.width * share;
    const y = box.y + box.height * share;
    ratios.push(
      ratioAcross((offset) => [x, box.y - offset]),
      ratioAcross((offset) => [x, box.y + box.height + offset]),
      ratioAcross((offset) => [box.x - offset, y]),
      ratioAcross((offset) => [box.x + box.width + offset, y]),
    );
  }
  // A side at the edge of the window has no ring to measure.
  const measured = ratios.filter((ratio) => ratio > 0);
  if (measured.length === 0) throw new Error('the focus ring is outside the window');
  return Math.min(...measured);
}

/**
 * The contrast of the text of each element `texts` finds against the pixels behind it. The page is
 * shot twice, as it is and with its text made transparent; where a glyph is drawn (the pixel moved
 * at least half way to the text's colour) the second shot gives the pixel behind that glyph, and the
 * ratio is taken between it and the text's colour (blended over it when the colour is translucent).
 * Returns the lowest ratio per element, with its text, in the order `texts` finds them.
 *
 * The first element not yet measured is scrolled to the middle of the window; every other one that
 * is then painted and wholly in the window, clear of anything fixed or sticky (the header), is
 * measured from the same pair of shots: the pixels of an element do not depend on where the page is
 * scrolled. Should the elements have moved while they were shot, they are shot again.
 */
export async function textContrast(page: Page, texts: Locator) {
  const count = await texts.count();
  const results: { text: string; ratio: number; glyphPixels: number }[] = [];
  const remaining = new Set(Array.from({ length: count }, (_, index) => index));
  /** Where the elements are in the window. */
  const boxesOf = (indexes: number[]) =>
    texts.evaluateAll(
      (nodes, indexes) =>
        indexes.map((index) => {
          const { x, y, width, height } = nodes[index]!.getBoundingClientRect();
          return { x, y, width, height };
        }),
      indexes,
    );
  let attempts = 0;
  while (remaining.size > 0) {
    const first = Math.min(...remaining);
    // Blocks laid out when they come near the screen change height and move the element on: scroll
    // again until it stays in the window, painted.
    for (let tries = 0; tries < 5; tries++) {
      const settled = await texts.nth(first).evaluate(async (node) => {
        node.scrollIntoView({ block: 'center' });
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        const { top, bottom } = node.getBoundingClientRect();
        return (
          top >= 0 && bottom <= window.innerHeight && node.checkVisibility({ contentVisibilityAuto: true })
        );
      });
      if (settled) break;
    }
    // Every element still to measure: its text, colour and box, and whether all of it can be seen.
    const facts = await texts.evaluateAll(
      (nodes, pending) => {
        // The computed colour may be oklab or color(srgb ...): a canvas turns any of them into sRGB.
        const context = document.createElement('canvas').getContext('2d', { willReadFrequently: true })!;
        const width = document.documentElement.clientWidth;
        const height = window.innerHeight;
        const overlays = [...document.querySelectorAll<HTMLElement>('body *')].filter(
          (node) => ['fixed', 'sticky'].includes(getComputedStyle(node).position) && node.checkVisibility(),
        );
        return nodes.map((node, index) => {
          if (!pending.includes(index)) return undefined;
          // Cleared first: a translucent colour would blend over the one before.
          context.clearRect(0, 0, 1, 1);
          context.fillStyle = getComputedStyle(node).color;
          context.fillRect(0, 0, 1, 1);
          const [r, g, b, a] = context.getImageData(0, 0, 1, 1).data;
          const rect = node.getBoundingClientRect();
          const covered = overlays.some((overlay) => {
            if (overlay.contains(node)) return false;
            const over = overlay.getBoundingClientRect();
            return (
              over.left < rect.right &&
              over.right > rect.left &&
              over.top < rect.bottom &&
              over.bottom > rect.top
            );
          });
          return {
            text: (node.textContent ?? '').trim(),
            colour: [r!, g!, b!, a! / 255],
            box: { x: rect.x, y: rect.y, width: rect.width, height: rect.height },
            seen:
              node.checkVisibility({ contentVisibilityAuto: true }) &&
              rect.width > 0 &&
              rect.height > 0 &&
              rect.left >= 0 &&
              rect.top >= 0 &&
              rect.right <= width &&
              rect.bottom <= height &&
              !covered,
          };
        });
      },
      [...remaining],
    );
    const group = [...remaining].filter((index) => index === first || facts[index]!.seen);
    const boxes = group.map((index) => facts[index]!.box);
    const [left, top] = [Math.min(...boxes.map((box) => box.x)), Math.min(...boxes.map((box) => box.y))];
    const area = {
      x: left,
      y: top,
      width: Math.max(...boxes.map((box) => box.x + box.width)) - left,
      height: Math.max(...boxes.map((box) => box.y + box.height)) - top,
    };
    const shown = await windowPixels(page, area);
    const style = await page.addStyleTag({
      content: '* { color: transparent !important; text-shadow: none !important; }',
    });
    const behind = await windowPixels(page, area);
    await style.evaluate((node) => (node as Element).remove());
    // A block laid out late may have moved the elements while they were shot: shoot them again.
    const moved = (await boxesOf(group)).some(
      (box, at) => Math.abs(box.x - boxes[at]!.x) > 0.5 || Math.abs(box.y - boxes[at]!.y) > 0.5,
    );
    if (moved && ++attempts < 5) continue;
    attempts = 0;
    for (const index of group) {
      const { text, colour, box } = facts[index]!;
      const [r, g, b, alpha = 1] = colour;
      let ratio = Infinity;
      let glyphPixels = 0;
      for (let y = Math.ceil(box.y); y < box.y + box.height; y++) {
        for (let x = Math.ceil(box.x); x < box.x + box.width; x++) {
          const [pixel, back] = [shown.at(x, y), behind.at(x, y)];
          if (!pixel || !back) continue;
          const ink = [r!, g!, b!].map((channel, at) => channel * alpha + back[at]! * (1 - alpha));
          // A pixel at least half covered by a glyph: it moved at least half way from the background
          // towards the text colour.
          const reach = Math.max(...ink.map((channel, at) => Math.abs(channel - back[at]!)));
          const moved = Math.max(...pixel.map((channel, at) => Math.abs(channel - back[at]!)));
          if (reach < 8 || moved < reach / 2) continue;
          glyphPixels++;
          ratio = Math.min(ratio, contrast(ink, back));
        }
      }
      results[index] = { text, ratio, glyphPixels };
      remaining.delete(index);
    }
  }
  return results;
}

/**
 * WCAG's text spacing (1.4.12): a reader's style sheet sets line height 1.5, letter spacing 0.12em,
 * word spacing 0.16em and 2em after paragraphs. Applies it to the page, and answers the texts that
 * then reach outside the window, where they are cut off or need sideways scrolling: a visible
 * text node beyond either edge, unless a container that scrolls sideways holds it (a table, the tab
 * list) or it is read by screen readers only.
 */
export async function textOutsideWithSpacing(page: Page): Promise<string[]> {
  await page.addStyleTag({
    content:
      '* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }',
  });
  return page.evaluate(async () => {
    // The page as it settles at this width: what moves there (a diagram laid out anew after a
    // resize) is measured where it ends, not on its way.
    const moving = document.getAnimations().map((animation) => animation.finished.catch(() => undefined));
    await Promise.race([Promise.all(moving), new Promise((resolve) => setTimeout(resolve, 3000))]);
    for (let i = 0; i < 2; i++) await new Promise((resolve) => requestAnimationFrame(resolve));
    // Measured from the page's left edge (a focus at another width may have scrolled it sideways).
    window.scrollTo(0, window.scrollY);
    const width = document.documentElement.clientWidth;
    const scrollsSideways = (element: Element) => {
      for (let at: Element | null = element; at && at !== document.body; at = at.parentElement) {
        const overflow = getComputedStyle(at).overflowX;
        if (overflow === 'auto' || overflow === 'scroll') return true;
      }
      return false;
    };
    const outside: string[] = [];
    const overflow = document.documentElement.scrollWidth - width;
    if (overflow > 1) outside.push(`the page scrolls sideways by ${overflow} px`);
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const element = node.parentElement;
      if (!text || !element || !element.checkVisibility({ visibilityProperty: true })) continue;
      if (element.closest('.sr-only, [aria-hidden="true"]') || scrollsSideways(element)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const box = range.getBoundingClientRect();
      if (box.width > 0 && (box.right > width + 1 || box.left < -1))
        outside.push(
          `${element.tagName.toLowerCase()} “${text.slice(0, 40)}” ends at ${Math.round(box.right)} px`,
        );
    }
    return outside;
  });
}
