import { defineConfig } from 'vitest/config';

/** Included twice by the root config: once on SQLite, once on PostgreSQL (TEST_DB). */
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
    env: { NODE_ENV: 'test' },
  },
});
