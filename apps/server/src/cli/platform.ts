import { parseArgs } from 'node:util';
import { CERTIFICATION_LABELS, type Certification } from '@dzzs/shared';
import pino from 'pino';
import { loadConfig } from '../config.ts';
import type { AppContext } from '../context.ts';
import { openMigratedDatabase } from '../db/migrate.ts';
import { AppError } from '../core/errors.ts';
import { translate } from '../core/i18n.ts';
import { publishRelease } from '../modules/app-update/app-update.service.ts';
import { createOutboxSender } from '../modules/codes/code-sender.ts';
import * as platform from '../modules/platform/platform.service.ts';
import { createLocalBus, createRedisBus } from '../ws/event-bus.ts';
import { createLocalStorage } from '../storage/storage.ts';

interface Command {
  usage: string;
  summary: string;
  options: Record<string, { type: 'string' | 'boolean' }>;
  run(ctx: AppContext, values: Record<string, string | boolean | undefined>): Promise<string>;
}

const need = (values: Record<string, unknown>, name: string): string => {
  const v = values[name];
  if (typeof v !== 'string' || !v.trim()) throw new UsageError(`--${name} is required`);
  return v.trim();
};

class UsageError extends Error {}

/** Commands for platform staff; extra areas add theirs with `addPlatformCommand`. */
const commands: Record<string, Command> = {
  'create-shop': {
    usage:
      'create-shop --username NAME --password PASS [--nickname N] [--mobile M] [--email E] [--certified]',
    summary: 'create a shop (shopkeeper account)',
    options: {
      username: { type: 'string' },
      password: { type: 'string' },
      nickname: { type: 'string' },
      mobile: { type: 'string' },
      email: { type: 'string' },
      certified: { type: 'boolean' },
    },
    async run(ctx, v) {
      const username = need(v, 'username');
      const id = await platform.platformCreateShop(ctx, {
        username,
        password: need(v, 'password'),
        nickname: typeof v.nickname === 'string' ? v.nickname : username,
        mobile: typeof v.mobile === 'string' ? v.mobile : '',
        email: typeof v.email === 'string' ? v.email : '',
        certified: v.certified === true,
      });
      return `created shop ${username} with id ${id}`;
    },
  },
  certify: {
    usage: 'certify --shop ID|USERNAME (--approve | --reject --memo "reason")',
    summary: 'approve or reject a shop certification under review',
    options: {
      shop: { type: 'string' },
      approve: { type: 'boolean' },
      reject: { type: 'boolean' },
      memo: { type: 'string' },
    },
    async run(ctx, v) {
      const shop = need(v, 'shop');
      if (v.approve === v.reject) throw new UsageError('give exactly one of --approve or --reject');
      const decided = await platform.decideCertification(
        ctx,
        shop,
        v.approve ? { approve: true } : { approve: false, memo: need(v, 'memo') },
      );
      return `${decided.username} (id ${decided.id}) ${v.approve ? 'certified' : 'rejected'}`;
    },
  },
  'publish-version': {
    usage:
      'publish-version --code 2226 --name 2.2.26 [--text "what changed"] [--android URL] [--ios URL] [--hot-url URL] [--hot]',
    summary: 'publish a new app version (clients are prompted to update)',
    options: {
      code: { type: 'string' },
      name: { type: 'string' },
      text: { type: 'string' },
      android: { type: 'string' },
      ios: { type: 'string' },
      'hot-url': { type: 'string' },
      hot: { type: 'boolean' },
    },
    async run(ctx, v) {
      const code = Number(need(v, 'code'));
      if (!Number.isInteger(code) || code <= 0)
        throw new UsageError('--code must be a positive integer such as 2226');
      const str = (k: string) => (typeof v[k] === 'string' ? (v[k] as string) : undefined);
      await publishRelease(ctx.db, {
        code,
        name: need(v, 'name'),
        text: str('text'),
        android: str('android'),
        ios: str('ios'),
        hotUrl: str('hot-url'),
        hot: v.hot === true,
      });
      return `published version ${v.name} (${code})`;
    },
  },
  'app-switch': {
    usage: 'app-switch (--close "notice shown to every shop" | --open)',
    summary: 'close the shop app with a notice, or open it again',
    options: { close: { type: 'string' }, open: { type: 'boolean' } },
    async run(ctx, v) {
      if (v.open === true) {
        await platform.setShopAppClosed(ctx, false, '');
        return 'shop app open';
      }
      await platform.setShopAppClosed(ctx, true, need(v, 'close'));
      return 'shop app closed';
    },
  },
  'list-shops': {
    usage: 'list-shops',
    summary: 'list shops with their certification state',
    options: {},
    async run(ctx) {
      const shops = await platform.listShops(ctx);
      return (
        shops
          .map(
            (s) =>
              `${String(s.id).padStart(5)}  ${s.username.padEnd(20)} ${s.nickname.padEnd(12)} ${CERTIFICATION_LABELS[s.store_certification as Certification]?.en ?? s.store_certification}`,
          )
          .join('\n') || '(no shops)'
      );
    },
  },
  'disable-account': {
    usage: 'disable-account --user ID|USERNAME',
    summary: 'disable an account and end its sessions',
    options: { user: { type: 'string' } },
    async run(ctx, v) {
      const u = await platform.setUserEnabled(ctx, need(v, 'user'), false);
      return `disabled ${u.username}`;
    },
  },
  'enable-account': {
    usage: 'enable-account --user ID|USERNAME',
    summary: 'enable a disabled account',
    options: { user: { type: 'string' } },
    async run(ctx, v) {
      const u = await platform.setUserEnabled(ctx, need(v, 'user'), true);
      return `enabled ${u.username}`;
    },
  },
};

export function addPlatformCommand(name: string, command: Command): void {
  commands[name] = command;
}

function help(): string {
  const lines = Object.entries(commands).map(([, c]) => `  ${c.usage}\n      ${c.summary}`);
  return `Usage: npm run platform -- <command> [options]\n\nCommands:\n${lines.join('\n')}\n\nThe database is the one the server uses (DATABASE_URL, default ./data/app.db).\n`;
}

export async function runPlatform(argv: string[]): Promise<number> {
  // Area commands load here rather than at the top: they import addPlatformCommand from this module.
  await import('../modules/draws/draws.cli.ts');
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
    codeSender: createOutboxSender(config.dataDir, log),
    storage: createLocalStorage(config.uploadDir),
    log,
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
