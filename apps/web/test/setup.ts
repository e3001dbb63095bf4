import { afterEach, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import '../src/shared/setup.ts';

// jsdom lacks these browser APIs that antd-mobile and the app touch.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
vi.stubGlobal('ResizeObserver', NoopObserver);
vi.stubGlobal('IntersectionObserver', NoopObserver);
window.scrollTo = () => undefined;

afterEach(() => {
  cleanup();
});
