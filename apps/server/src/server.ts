import { buildApp } from './app.ts';
import { openMigratedDatabase } from './db/migrate.ts';
import { ConfigError, loadConfig } from './config.ts';
import { Scheduler } from './jobs/scheduler.ts';
import { DEMO_LOGINS, DEMO_PASSWORD, seedDemo } from './seed/demo.ts';

async function main() {
  const config = loadConfig();
  process.env.TZ = config.timeZone;
  const database = await openMigratedDatabase(config.database);
  const { app, ctx, drain } = await buildApp({ config, database });
  const demo = config.seedDemo ? await seedDemo(ctx) : null;
  if (demo?.seeded.length) app.log.info({ seeded: demo.seeded }, 'demo data seeded');

  const scheduler = new Scheduler(
    ctx,
    ctx.modules.flatMap((m) => m.jobs ?? []),
  );
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), config.shutdownGraceMs + 10_000);
    force.unref();
    try {
      scheduler.stop();
      // Ctrl-C at a terminal stops at once; a supervisor's SIGTERM gives the load balancer time to look away.
      await drain(signal === 'SIGTERM' ? config.shutdownGraceMs : 0);
      await database.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  scheduler.start();
  const url = `http://${config.host}:${(app.server.address() as { port: number }).port}`;
  const db = config.database.kind === 'sqlite' ? config.database.url : 'PostgreSQL';
  const lines = [
    '',
    `  店主助手 is running at ${url}   (API docs: ${url}/docs)`,
    `  player app (彩民端) at ${url}/player/`,
    `  database: ${db}`,
    ...(demo && demo.missing.length
      ? ['', '  The demo data is incomplete:', ...demo.missing.map((m) => `    missing: ${m}`)]
      : []),
    ...(demo && !demo.missing.length
      ? [
          '',
          `  Demo logins (password ${DEMO_PASSWORD}):`,
          ...DEMO_LOGINS.map((l) => `    ${l.username.padEnd(14)} ${l.role}`),
        ]
      : []),
    '',
  ];
  process.stdout.write(lines.join('\n') + '\n');
}

main().catch((err) => {
  if (err instanceof ConfigError) {
    process.stderr.write(err.message + '\n');
    process.exit(2);
  }
  process.stderr.write(
    `Failed to start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`,
  );
  process.exit(1);
});
