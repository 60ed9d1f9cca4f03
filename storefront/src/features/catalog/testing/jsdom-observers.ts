// Embla (under @mantine/carousel) watches slides with IntersectionObserver, which jsdom lacks.
// Kept beside the catalog tests rather than in the shared setup, since only carousels need it.
globalThis.IntersectionObserver ??= class {
  readonly root = null;
  readonly rootMargin = '';
  readonly thresholds = [];
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
} as unknown as typeof IntersectionObserver;
