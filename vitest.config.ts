import { defineConfig } from 'vitest/config';

const server = (name: string, db: 'sqlite' | 'postgres') => ({
  extends: './apps/server/vitest.config.ts',
  root: './apps/server',
  test: { name, env: { TEST_DB: db } },
});

export default defineConfig({
  test: {
    // Vitest's default is one file at a time on a 2-core machine (cores − 1). The server's files mostly wait: on
    // PostgreSQL, on child processes, on sockets; three at a time keep both cores busy.
    maxWorkers: 3,
    projects: [
      'packages/shared',
      'apps/web',
      'apps/player',
      server('server-sqlite', 'sqlite'),
      server('server-pg', 'postgres'),
    ],
  },
});
