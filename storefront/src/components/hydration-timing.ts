// When the browser takes over the parts of a server-rendered page marked `whenVisible`
// (hydration-slice.tsx): when they come near the screen, at the shopper's first tap, key or focus,
// or when an update reaches them first.

const NEAR_SCREEN = '0px 0px 200px 0px';
// The first events of a tap, a key press and a focus. Listened to on window, in the capture phase,
// so every part is released before React, listening on its root, handles the same event.
const FIRST_TOUCH = ['pointerdown', 'mousedown', 'touchstart', 'keydown', 'focusin'] as const;

const waiting = new Map<string, { release: () => void }>();
const taken = new Set<string>();
let everything = false;
let observer: IntersectionObserver | null = null;
const partOf = new WeakMap<Element, string>();

/**
 * Null when the part with this id renders now; else a promise that resolves when it is wanted. Only
 * a part whose server HTML is on the page waits (the box marked with its id, which is there only
 * while the browser takes the server's page over: a page the browser renders has other ids).
 */
export function untilWanted(id: string): Promise<void> | null {
  if (everything || taken.has(id) || typeof document === 'undefined') return null;
  const pending = waiting.get(id);
  if (pending) {
    // Rendered again before it was wanted: an update reached it, which React can only apply to a
    // part it has taken over, so it is taken over now.
    pending.release();
    return null;
  }
  // The box itself takes no part in the layout: its children are what comes into view.
  const boxes = Array.from(document.querySelector(`[data-slice="${CSS.escape(id)}"]`)?.children ?? []);
  if (!boxes.length || typeof IntersectionObserver === 'undefined') {
    taken.add(id);
    return null;
  }
  let release = () => undefined as void;
  const promise = new Promise<void>((resolve) => {
    release = () => {
      if (!waiting.delete(id)) return;
      taken.add(id);
      for (const box of boxes) observer?.unobserve(box);
      resolve();
    };
  });
  waiting.set(id, { release });
  watch(boxes, id);
  return promise;
}

function watch(boxes: Element[], id: string) {
  if (!observer) {
    observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) waiting.get(partOf.get(entry.target) ?? '')?.release();
        }
      },
      { rootMargin: NEAR_SCREEN },
    );
    for (const type of FIRST_TOUCH) window.addEventListener(type, releaseAll, { capture: true, passive: true });
  }
  for (const box of boxes) {
    partOf.set(box, id);
    observer.observe(box);
  }
}

function releaseAll() {
  everything = true;
  for (const type of FIRST_TOUCH) window.removeEventListener(type, releaseAll, { capture: true });
  for (const { release } of [...waiting.values()]) release();
  observer?.disconnect();
}
