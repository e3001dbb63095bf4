import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/shared', 'apps/server/vitest.config.ts', 'apps/web'],
  },
});
