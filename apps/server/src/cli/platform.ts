import { parseArgs } from 'node:util';
import pino from 'pino';
import { loadConfig } from '../config.ts';
import type { AppContext } from '../context.ts';
import { AppError } from '../core/errors.ts';
import { translate } from '../core/i18n.ts';
import { BackupRefused } from '../db/backup.ts';
import { isBusy } from '../db/database.ts';
import { openMigratedDatabase } from '../db/migrate.ts';
import { createCodeSender } from '../modules/codes/code-delivery.ts';
import { MODULES } from '../modules/index.ts';
import { openStorage } from '../storage/open-storage.ts';
import { createLocalBus, createRedisBus } from '../ws/event-bus.ts';
import { sequencedBus } from '../ws/sequenced-bus.ts';
import { backupCommand, restoreCommand } from './backup.ts';
import { UsageError, type Command } from './command.ts';

/** `npm run platform -- <command>`: the commands every module declares, run against the server's database. */
const commands: Record<string, Command> = Object.assign({}, ...MODULES.map((m) => m.cli ?? {}));

function help(): string {
  const lines = [
    `  ${WHOLE_DATABASE_USAGE.backup}\n      Writes a consistent copy of the database while the server runs (SQLite online backup, pg_dump)`,
    `  ${WHOLE_DATABASE_USAGE.restore}\n      Restores a backup into an empty database, then checks the books and prints what it restored`,
    ...Object.entries(commands).map(([, c]) => `  ${c.usage}\n      ${c.summary}`),
  ];
  return `Usage: npm run platform -- <command> [options]\n\nCommands:\n${lines.join('\n')}\n\nThe database is the one the server uses (DATABASE_URL, default ./data/app.db).\n`;
}

/** The command named by the first word or the first two (`issues list`), and the arguments after its name. */
function commandOf(argv: readonly string[]): { command: Command; rest: string[] } | undefined {
  const [first = '', second = ''] = argv;
  const two = commands[`${first} ${second}`];
  if (two) return { command: two, rest: argv.slice(2) };
  const one = commands[first];
  return one ? { command: one, rest: argv.slice(1) } : undefined;
}

function argumentsOf(command: Command, rest: string[]): Record<string, string | boolean | undefined> {
  const names = command.positionals ?? [];
  const parsed = parseArgs({
    args: rest,
    options: command.options,
    strict: true,
    allowPositionals: names.length > 0,
  });
  if (parsed.positionals.length !== names.length)
    throw new UsageError(`expected ${names.map((n) => `<${n}>`).join(' ')}`);
  const values = parsed.values as Record<string, string | boolean | undefined>;
  names.forEach((n, i) => (values[n] = parsed.positionals[i]));
  return values;
}

export async function runPlatform(argv: string[]): Promise<number> {
  const [name] = argv;
  if (!name || name === '--help' || name === '-h' || name === 'help') {
    process.stdout.write(help());
    return 0;
  }
  if (name === 'backup' || name === 'restore') return runWholeDatabase(name, argv.slice(1));
  const found = commandOf(argv);
  if (!found) {
    const grouped = Object.keys(commands).some((k) => k.startsWith(`${name} `));
    process.stderr.write(`Unknown command "${grouped ? argv.slice(0, 2).join(' ') : name}".\n\n${help()}`);
    return 2;
  }
  const { command, rest } = found;
  let values: Record<string, string | boolean | undefined>;
  try {
    values = argumentsOf(command, rest);
  } catch (err) {
    process.stderr.write(`${(err as Error).message}\nUsage: ${command.usage}\n`);
    return 2;
  }
  try {
    process.stdout.write((await retriedWhileBusy(() => runCommand(command, values))) + '\n');
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
    if (isBusy(err)) {
      process.stderr.write(
        `The database stayed locked by another process through ${BUSY_ATTEMPTS} tries; nothing was changed. Try again in a moment.\n`,
      );
      return 1;
    }
    throw err;
  }
}

const WHOLE_DATABASE_USAGE = {
  backup: 'backup <file>',
  restore: 'restore <file>',
};

/** backup / restore: the database as a whole, never migrated first (docs/operations.md, "Backup and restore"). */
async function runWholeDatabase(name: 'backup' | 'restore', rest: string[]): Promise<number> {
  if (rest.length !== 1 || rest[0]!.startsWith('-')) {
    process.stderr.write(`expected <file>\nUsage: ${WHOLE_DATABASE_USAGE[name]}\n`);
    return 2;
  }
  const config = loadConfig();
  try {
    if (name === 'backup') {
      process.stdout.write((await backupCommand(config, rest[0]!)) + '\n');
      return 0;
    }
    const restored = await restoreCommand(config, rest[0]!);
    process.stdout.write(restored.text + '\n');
    return restored.booksBalance ? 0 : 1;
  } catch (err) {
    if (!(err instanceof BackupRefused)) throw err;
    process.stderr.write(`${err.message}; nothing was changed.\n`);
    return 1;
  }
}

async function runCommand(command: Command, values: Record<string, string | boolean | undefined>) {
  const config = loadConfig();
  const database = await openMigratedDatabase(config.database);
  const log = pino({ level: 'warn' });
  const transport = config.redisUrl
    ? await createRedisBus(config.redisUrl, (err) => log.error({ err }, 'redis'))
    : createLocalBus();
  // The events a command makes are kept in the outbox: the servers' sockets get them on their next catch-up.
  const events = sequencedBus(transport, () => ctx);
  const ctx: AppContext = {
    db: database.db,
    dialect: database.kind,
    config,
    events,
    codeSender: createCodeSender(config.codeDelivery, config.dataDir, log),
    storage: await openStorage(config),
    log,
    modules: MODULES,
  };
  try {
    return await command.run(ctx, values);
  } finally {
    await events.close();
    await database.close();
  }
}

const BUSY_ATTEMPTS = 4;
const FIRST_BACKOFF_MS = 250;

/**
 * A busy server may keep SQLite's write lock from a command for longer than the busy timeout. A command writes in one
 * transaction (or one statement), so one refused as busy changed nothing: it runs again after a growing, jittered
 * pause, a few times, saying so on stderr, before giving up.
 */
async function retriedWhileBusy<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (err) {
      if (!isBusy(err) || attempt >= BUSY_ATTEMPTS) throw err;
      const pause = Math.round(FIRST_BACKOFF_MS * 2 ** (attempt - 1) * (0.5 + Math.random()));
      process.stderr.write(`The database is busy; trying again (${attempt + 1} of ${BUSY_ATTEMPTS})…\n`);
      await new Promise((resolve) => setTimeout(resolve, pause));
    }
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
