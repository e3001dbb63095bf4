import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'shared',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // The engine's property tests are CPU-bound (about 1 s alone); beside the server's tests on a shared 2-core
    // machine one took 6 s, past the default 5 s. A limit is not a measure here: bench/ holds the speed budgets.
    testTimeout: 30_000,
  },
});
