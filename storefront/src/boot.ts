// The first script of a page the server rendered: it starts the shop's code only once the page is
// on screen with its largest picture. Until then the phone's network and main thread go to the
// HTML, the stylesheets and that picture; the code (about 220 KB compressed) would otherwise
// download beside them and run before they are painted. The page is readable and its links work
// without script meanwhile. The gateway writes this script's tag in place of the entry's
// (gateway/src/ssr/template.ts): data-app is the entry to import, data-chunks the page's route chunks,
// imported beside it so that neither waits for the other.
const tag = document.querySelector<HTMLScriptElement>('script[data-app]');

let started = false;
function start(): void {
  if (started || !tag?.dataset.app) return;
  started = true;
  // The route's chunks and the entry, imported at once; the browser loads what they import by
  // itself. Each request started from script costs the main thread a few milliseconds on a phone
  // (more as preload elements), so the page names only these few.
  for (const href of (tag.dataset.chunks ?? '').split(' ')) {
    if (href) import(/* @vite-ignore */ href).catch(() => undefined);
  }
  // Should the code not load (the network dropped), held clicks are let through at once.
  import(/* @vite-ignore */ tag.dataset.app).catch(() => {
    codeFailed = true;
  });
}

/** The page's largest picture (the server marks it fetchpriority="high") is loaded, or failed. */
function largestPicture(): Promise<void> {
  const image = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  if (!image || image.complete) return Promise.resolve();
  return new Promise((resolve) => {
    image.addEventListener('load', () => resolve(), { once: true });
    image.addEventListener('error', () => resolve(), { once: true });
  });
}

/** Resolves once the browser has painted a frame (a task after the next animation frame). */
function afterPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

// A shopper who taps, types or tabs before then gets the code at once.
for (const type of ['pointerdown', 'keydown', 'touchstart', 'focusin']) {
  window.addEventListener(type, start, { capture: true, once: true, passive: true });
}
// A tap on a control (a size, Add to cart) before React has taken it over would do nothing: the
// control is only HTML until then, and React loses a click on a part it has rendered but not yet
// committed. Such clicks are held and made again, in order, once React has committed the control
// (read the way React itself decides whether a node is mounted, from the fiber it keeps on the
// element). A slow phone may take many seconds to load and start the code, so the hold has no
// short limit while that goes on: a held click is let through anyway only when the code failed to
// load, when the shop has started (html[data-hydrated]) and the control is still not taken over ten
// seconds later, or after a minute whatever happened. Should React have drawn the part again
// (the held control is gone from the page), the click goes to the control now in its place.
// Links are left alone: they work without script.
const CONTROL =
  'button, input, select, textarea, label, summary, [role="button"], [role="radio"], [role="checkbox"], [role="tab"], [role="switch"]';
const HOLD_MS = 60_000;
const AFTER_START_MS = 10_000;
/** React's fiber flags for a node placed or hydrated but not committed yet, and its root's tag. */
const PLACEMENT = 2;
const HYDRATING = 4096;
const HOST_ROOT = 3;
interface Fiber {
  tag: number;
  flags: number;
  return: Fiber | null;
  alternate: Fiber | null;
}
interface Held {
  control: HTMLElement;
  /** Where the control was: its index among its parent's children, up to <body>. */
  place: number[];
  at: number;
}
const held: Held[] = [];
let codeFailed = false;
/** When the loader first saw the shop started (html[data-hydrated]). */
let sawStarted = 0;
function takenOver(element: Element): boolean {
  const key = Object.keys(element).find((name) => name.startsWith('__reactFiber$'));
  let node = key ? ((element as unknown as Record<string, Fiber>)[key] ?? null) : null;
  if (!node) return false;
  // Before the shop has started, a fiber without an alternate may be in a tree React is hydrating and
  // has not committed yet. Once it has started (html[data-hydrated]), a control on the page with a
  // fiber is React's: React only puts nodes it has committed into the document, and handles events
  // on parts it hydrates later itself. The flags are not asked then: a parent reached through
  // `return` can be an old copy whose flags a render React threw away left set, and a click on a
  // control just drawn (a size in a dialog opened a moment ago) would be held for nothing.
  if (!node.alternate && !('hydrated' in document.documentElement.dataset)) {
    for (let up: Fiber | null = node; up; up = up.return) if (up.flags & (PLACEMENT | HYDRATING)) return false;
  }
  while (node.return) node = node.return;
  return node.tag === HOST_ROOT;
}
function placeOf(element: Element): number[] {
  const place: number[] = [];
  for (let node: Element = element; node.parentElement && node !== document.body; node = node.parentElement) {
    place.unshift(Array.prototype.indexOf.call(node.parentElement.children, node));
  }
  return place;
}
/** The control standing where a held one stood, if it is the same kind with the same words. */
function standIn(gone: Held): HTMLElement | null {
  let node: Element | undefined = document.body;
  for (const index of gone.place) node = node?.children[index];
  if (!(node instanceof HTMLElement) || !node.matches(CONTROL)) return null;
  const same = node.tagName === gone.control.tagName && node.textContent === gone.control.textContent;
  return same ? node : null;
}
function hold(event: MouseEvent): void {
  // The clicks made again below are not the shopper's own (isTrusted is false): they pass.
  if (!event.isTrusted || codeFailed) return;
  const target = event.target instanceof Element ? event.target.closest<HTMLElement>(CONTROL) : null;
  if (!target || target.closest('a[href]')) return;
  // Once one click waits, later ones wait behind it, so they happen in the shopper's order.
  if (held.length === 0 && takenOver(target)) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  held.push({ control: target, place: placeOf(target), at: performance.now() });
  start();
  if (held.length === 1) requestAnimationFrame(replay);
}
function letThrough(waiting: Held, now: number): boolean {
  if (codeFailed || now - waiting.at > HOLD_MS) return true;
  if (takenOver(waiting.control)) return true;
  if (!('hydrated' in document.documentElement.dataset)) return false;
  sawStarted ||= now;
  return now - sawStarted > AFTER_START_MS;
}
function replay(): void {
  const now = performance.now();
  while (held.length > 0) {
    const waiting = held[0]!;
    if (!waiting.control.isConnected) waiting.control = standIn(waiting) ?? waiting.control;
    if (!letThrough(waiting, now)) break;
    held.shift();
    if (waiting.control.isConnected) waiting.control.click();
  }
  if (held.length > 0) requestAnimationFrame(replay);
}
window.addEventListener('click', hold, true);

void largestPicture().then(afterPaint).then(start);
