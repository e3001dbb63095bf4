import type { PushSettings } from '../../src/config.ts';

/** Push link delivery for tests: local receivers allowed, short waits. */
export const DEFAULT_PUSH_TEST: PushSettings = {
  timeoutMs: 300,
  retryDelaysMs: [10, 10],
  breakerThreshold: 5,
  breakerOpenMs: 60_000,
  concurrency: 4,
  queueLimit: 100,
  allowInternal: true,
};
