import '@testing-library/jest-dom/vitest';
import { afterEach, beforeAll } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { takeContractViolations } from './contract-link';

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

// A mocked answer must match the operation that asked for it: a field missing from a fixture, or one
// the document does not select, fails the test (Apollo itself only logs `Missing field`).
const apolloComplaints: string[] = [];
for (const level of ['error', 'warn'] as const) {
  const original = console[level].bind(console);
  console[level] = (...args: unknown[]) => {
    if (typeof args[0] === 'string' && args[0].includes('Missing field'))
      apolloComplaints.push(args.map(String).join(' '));
    original(...args);
  };
}
afterEach(() => {
  cleanup();
  const problems = [...takeContractViolations(), ...apolloComplaints.splice(0)];
  if (problems.length) {
    throw new Error(`Mocked GraphQL answers do not match their operations:\n${problems.join('\n')}`);
  }
});

// Test files share a worker's jsdom (the storefront project does not isolate them, to import Mantine and
// Apollo once per worker rather than once per file): each file starts signed out, with nothing stored.
beforeAll(() => {
  localStorage.clear();
  sessionStorage.clear();
});
