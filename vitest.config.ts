import { defineConfig } from 'vitest/config';

const server = (name: string, db: 'sqlite' | 'postgres') => ({
  extends: './apps/server/vitest.config.ts',
  root: './apps/server',
  test: { name, env: { TEST_DB: db } },
});

export default defineConfig({
  test: {
    projects: [
      'packages/shared',
      'apps/web',
      server('server-sqlite', 'sqlite'),
      server('server-pg', 'postgres'),
    ],
  },
});
