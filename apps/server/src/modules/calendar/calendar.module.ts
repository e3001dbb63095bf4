import type { ServerModule } from '../../server-module.ts';
import { nowSeconds } from '../../core/clock.ts';
import { calendarRoutes } from './calendar.routes.ts';
import { seedCalendar } from './calendar.seed.ts';
import { fixtureCommands } from './fixtures.cli.ts';
import { issueCommands } from './issues.cli.ts';
import { generateIssues } from './issues.service.ts';

const GENERATE_EVERY_MS = 10 * 60_000;

/** The game calendar (docs/calendar.md): issues, fixtures and odds, what is on sale, and what orders may take. */
export const calendarModule: ServerModule = {
  name: 'calendar',
  routes: calendarRoutes,
  jobs: [
    {
      name: 'issue-calendar',
      everyMs: GENERATE_EVERY_MS,
      run: (ctx) => generateIssues(ctx, nowSeconds()).then(() => undefined),
    },
  ],
  seedDemo: (ctx) => seedCalendar(ctx),
  cli: { ...issueCommands, ...fixtureCommands },
};
