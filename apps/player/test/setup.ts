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

// The app loads antd-mobile's toast on first use (shared/toast.ts). A toast asked for as a test ends would load it
// after the test file's environment is torn down, an unhandled error that fails the run: load it once here.
await import('antd-mobile/es/components/toast');

afterEach(cleanup);
