// `npm run simulate -- --shop <id> --rate <orders/s> --duration <s>`: the players of a shop place realistic orders
// of every game through the HTTP API (group-buys included), for demos and load, on what the game calendar has on
// sale: they read the games and matches as the player app does and build their bets from them. It prints what it did.
import { parseArgs } from 'node:util';
import {
  accountApi,
  calendarApi,
  ordersApi,
  type Endpoint,
  type Envelope,
  type GameOnSale,
  type MatchOnSale,
  type RequestOf,
  type ResponseOf,
} from '@dzzs/shared';
import { loadConfig } from '../config.ts';
import { openMigratedDatabase } from '../db/migrate.ts';
import { listPlayerLogins } from '../modules/account/users.service.ts';
import { sampleBet, seededRandom } from '../modules/orders/sample-bets.ts';

const USAGE = `usage: npm run simulate -- --shop ID [--rate 2] [--duration 60] [--url http://127.0.0.1:8080]
                            [--password demo123456] [--players 20] [--seed 1]`;

interface Options {
  shop: number;
  rate: number;
  duration: number;
  url: string;
  password: string;
  players: number;
  seed: number;
}

function options(argv: string[]): Options {
  const { values } = parseArgs({
    args: argv,
    options: {
      shop: { type: 'string' },
      rate: { type: 'string', default: '2' },
      duration: { type: 'string', default: '60' },
      url: { type: 'string', default: `http://127.0.0.1:${process.env.PORT ?? 8080}` },
      password: { type: 'string', default: 'demo123456' },
      players: { type: 'string', default: '20' },
      seed: { type: 'string', default: String(Date.now() % 100_000) },
      help: { type: 'boolean' },
    },
  });
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    process.exit(0);
  }
  const num = (name: string, value: string | undefined, min: number, max: number) => {
    const n = Number(value);
    if (!Number.isFinite(n) || n < min || n > max)
      throw new Error(`--${name} must be a number from ${min} to ${max}`);
    return n;
  };
  return {
    shop: num('shop', values.shop, 1, Number.MAX_SAFE_INTEGER),
    rate: num('rate', values.rate, 0.1, 1000),
    duration: num('duration', values.duration, 1, 86_400),
    url: values.url.replace(/\/$/, ''),
    password: values.password,
    players: num('players', values.players, 1, 10_000),
    seed: num('seed', values.seed, 0, Number.MAX_SAFE_INTEGER),
  };
}

/** Calls an endpoint of the shared definitions over HTTP, as a player's app would. */
async function call<E extends Endpoint>(url: string, endpoint: E, input: RequestOf<E>, token?: string) {
  const query =
    endpoint.method === 'GET' ? new URLSearchParams(input as Record<string, string>).toString() : '';
  const res = await fetch(`${url}${endpoint.path}${query ? `?${query}` : ''}`, {
    method: endpoint.method,
    headers: {
      server: '1',
      'content-type': 'application/json',
      ...(token ? { 'ba-user-token': token } : {}),
    },
    ...(endpoint.method === 'POST' ? { body: JSON.stringify(input) } : {}),
  });
  return (await res.json()) as Envelope<ResponseOf<E>>;
}

/** How long players trust what they read is on sale before reading it again, as the app refreshes its lists. */
const CATALOG_SECONDS = 30;

interface Catalog {
  games: GameOnSale[];
  matches: Map<number, MatchOnSale[]>;
}

/** What the shop sells and what is on sale, read through the player side's calls (Game/list, Game/matches). */
async function readCatalog(url: string, token: string): Promise<Catalog> {
  const list = await call(url, calendarApi.games, undefined, token);
  if (list.code !== 1) throw new Error(`Game/list: ${list.msg}`);
  const matches = new Map<number, MatchOnSale[]>();
  for (const game of list.data.filter((g) => g.group === 'sports')) {
    const r = await call(url, calendarApi.matches, { game_id: game.game_id }, token);
    if (r.code !== 1) throw new Error(`Game/matches ${game.game_id}: ${r.msg}`);
    matches.set(game.game_id, r.data);
  }
  return { games: list.data, matches };
}

async function main() {
  const opts = options(process.argv.slice(2));
  const config = loadConfig();
  const database = await openMigratedDatabase(config.database);
  const logins = await listPlayerLogins(database.db, opts.shop, opts.players);
  await database.close();
  if (!logins.length) throw new Error(`shop ${opts.shop} has no players`);

  const tokens: string[] = [];
  for (const username of logins) {
    const r = await call(opts.url, accountApi.playerLogin, { username, password: opts.password });
    if (r.code === 1) tokens.push(r.data.userinfo.token);
    else process.stdout.write(`  login ${username}: ${r.msg}\n`);
  }
  if (!tokens.length) throw new Error('no player could log in (check --password)');

  const rnd = seededRandom(opts.seed);
  const tally = new Map<string, number>();
  const count = (what: string): void => void tally.set(what, (tally.get(what) ?? 0) + 1);
  let spent = 0;
  const total = Math.max(1, Math.round(opts.rate * opts.duration));
  const started = Date.now();
  process.stdout.write(
    `Simulating ${total} orders from ${tokens.length} players of shop ${opts.shop} at ${opts.rate}/s against ${opts.url}\n`,
  );

  let catalog = readCatalog(opts.url, tokens[0]!);
  let readAt = Date.now();
  const onSale = () => {
    if (Date.now() - readAt > CATALOG_SECONDS * 1000) {
      readAt = Date.now();
      catalog = readCatalog(opts.url, tokens[0]!);
    }
    return catalog;
  };

  const one = async (i: number) => {
    const token = tokens[i % tokens.length]!;
    const { games, matches } = await onSale();
    const game = games[Math.floor(rnd() * games.length)]!;
    const gameMatches = matches.get(game.game_id) ?? [];
    // A number game's issue on sale (none between its sales close and its draw); sports: matches on sale.
    const issue = game.group === 'number' ? game.issue?.issue : undefined;
    if (game.group === 'number' ? !issue : !gameMatches.length)
      return count(`${game.name.en}: nothing on sale`);
    const content = sampleBet(game.game_id, rnd, gameMatches);
    const roll = rnd();
    const t0 = Date.now();
    let r: Envelope<unknown>;
    let kind: string;
    if (roll < 0.08) {
      kind = 'group-buy';
      r = await call(
        opts.url,
        ordersApi.createGroupBuy,
        { game_id: game.game_id, content, issue, total_shares: 2, own_shares: 1, consent: 1 },
        token,
      );
    } else if (roll < 0.14) {
      kind = 'join';
      const open = await call(opts.url, ordersApi.openGroupBuys, { per_page: 5 }, token);
      const plan =
        open.code === 1 ? open.data.data.find((o) => (o.together?.left_shares ?? 0) > 0) : undefined;
      if (!plan) return count('join: no open plan');
      r = await call(
        opts.url,
        ordersApi.joinGroupBuy,
        { order_id: plan.order_id, shares: 1, consent: 1 },
        token,
      );
    } else {
      kind = 'order';
      r = await call(
        opts.url,
        ordersApi.create,
        { game_id: game.game_id, content, issue, consent: 1 },
        token,
      );
    }
    spent += Date.now() - t0;
    count(r.code === 1 ? `${kind}: placed` : `${kind}: refused (${r.msg})`);
  };

  const pending: Promise<void>[] = [];
  for (let i = 0; i < total; i++) {
    const due = started + (i * 1000) / opts.rate;
    const wait = due - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    pending.push(one(i).catch((err: Error) => void count(`error: ${err.message}`)));
  }
  await Promise.all(pending);
  const seconds = (Date.now() - started) / 1000;
  process.stdout.write(
    `Done in ${seconds.toFixed(1)} s (${(total / seconds).toFixed(1)} calls/s, mean ${Math.round(spent / total)} ms):\n`,
  );
  for (const [what, n] of [...tally].sort(([a], [b]) => a.localeCompare(b)))
    process.stdout.write(`  ${String(n).padStart(6)}  ${what}\n`);
}

main().catch((err: Error) => {
  process.stderr.write(`${err.message}\n${USAGE}\n`);
  process.exit(1);
});
