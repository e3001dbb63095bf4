import { parseArgs } from 'node:util';
import pino from 'pino';
import { loadConfig } from '../config.ts';
import type { AppContext } from '../context.ts';
import { AppError } from '../core/errors.ts';
import { translate } from '../core/i18n.ts';
import { openMigratedDatabase } from '../db/migrate.ts';
import { createCodeSender } from '../modules/codes/code-sender.ts';
import { MODULES } from '../modules/index.ts';
import { createLocalStorage } from '../storage/storage.ts';
import { createLocalBus, createRedisBus } from '../ws/event-bus.ts';
import { UsageError, type Command } from './command.ts';

/** `npm run platform -- <command>`: the commands every module declares, run against the server's database. */
const commands: Record<string, Command> = Object.assign({}, ...MODULES.map((m) => m.cli ?? {}));

function help(): string {
  const lines = Object.entries(commands).map(([, c]) => `  ${c.usage}\n      ${c.summary}`);
  return `Usage: npm run platform -- <command> [options]\n\nCommands:\n${lines.join('\n')}\n\nThe database is the one the server uses (DATABASE_URL, default ./data/app.db).\n`;
}

export async function runPlatform(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  if (!name || name === '--help' || name === '-h' || name === 'help') {
    process.stdout.write(help());
    return 0;
  }
  const command = commands[name];
  if (!command) {
    process.stderr.write(`Unknown command "${name}".\n\n${help()}`);
    return 2;
  }
  let values: Record<string, string | boolean | undefined>;
  try {
    values = parseArgs({ args: rest, options: command.options, strict: true }).values as Record<
      string,
      string | boolean | undefined
    >;
  } catch (err) {
    process.stderr.write(`${(err as Error).message}\nUsage: ${command.usage}\n`);
    return 2;
  }
  const config = loadConfig();
  const database = await openMigratedDatabase(config.database);
  const log = pino({ level: 'warn' });
  const events = config.redisUrl
    ? await createRedisBus(config.redisUrl, (err) => log.error({ err }, 'redis'))
    : createLocalBus();
  const ctx: AppContext = {
    db: database.db,
    dialect: database.kind,
    config,
    events,
    codeSender: createCodeSender(config.codeDelivery, config.dataDir, log),
    storage: createLocalStorage(config.uploadDir),
    log,
    modules: MODULES,
  };
  try {
    process.stdout.write((await command.run(ctx, values)) + '\n');
    return 0;
  } catch (err) {
    if (err instanceof UsageError) {
      process.stderr.write(`${err.message}\nUsage: ${command.usage}\n`);
      return 2;
    }
    if (err instanceof AppError) {
      process.stderr.write(translate('en', err.key, err.params) + '\n');
      return 1;
    }
    throw err;
  } finally {
    await events.close();
    await database.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  runPlatform(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (err) => {
      process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
      process.exit(1);
    },
  );
}
