import '@testing-library/jest-dom/vitest';
import { afterEach, beforeAll } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// Mantine reads these browser APIs, which jsdom lacks.
window.matchMedia ??= ((query: string) => ({
  matches: false,
  media: query,
  onchange: null,
  addListener: () => undefined,
  removeListener: () => undefined,
  addEventListener: () => undefined,
  removeEventListener: () => undefined,
  dispatchEvent: () => false,
})) as typeof window.matchMedia;
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;
window.scrollTo = (() => undefined) as typeof window.scrollTo;
Element.prototype.scrollIntoView ??= () => undefined;

// findBy*/waitFor wait for a state, not a time: on a loaded CI machine a menu or a mocked response can
// take seconds to appear, so the default 1 s bound made tests fail only when the machine was busy.
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => cleanup());

// Test files share a worker's jsdom (the storefront project does not isolate them, to import Mantine and
// Apollo once per worker rather than once per file): each file starts signed out, with nothing stored.
beforeAll(() => {
  localStorage.clear();
  sessionStorage.clear();
});
