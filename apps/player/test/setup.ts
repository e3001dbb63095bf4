import { afterEach, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import '../src/shared/setup.ts';

// Browser APIs jsdom lacks and antd-mobile or the windowed lists touch.
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }) as unknown as MediaQueryList;
const observer = class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
vi.stubGlobal('ResizeObserver', observer);
vi.stubGlobal('IntersectionObserver', observer);
window.scrollTo = () => undefined;

afterEach(cleanup);
