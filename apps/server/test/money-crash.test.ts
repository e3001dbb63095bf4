import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database.ts';
import { checkLedger } from '../src/modules/ledger/ledger-check.ts';
import { call, durableDatabase, killed, login, startServer } from './helpers/server-process.ts';
import { TEST_DB } from './helpers/test-app.ts';

// Crash safety of the books (docs/money.md): a real server process, on a real SQLite file or PostgreSQL database,
// is killed with SIGKILL in the middle of a stream of money operations and started again on the same database.
// Every operation it acknowledged is there, exactly once; an operation in flight at the kill is there whole or not
// at all; the books balance.

let cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const c of cleanup.reverse()) await c();
  cleanup = [];
});

type Outcome = 'acked' | 'refused' | 'unknown';

describe('crash safety of the books', () => {
  it('a server killed with SIGKILL mid-workload loses no acknowledged operation and leaves none half-written', async () => {
    const databaseUrl = await durableDatabase(cleanup);
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dzzs-crash-data-'));
    cleanup.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
    const env = { DATABASE_URL: databaseUrl, DATA_DIR: dataDir };

    const first = await startServer(env);
    cleanup.push(() => killed(first.child));
    const shop = await login(first, 'demo_shop');
    const list = await call<{ data: { id: number }[] }>(
      first,
      'GET',
      '/api/shopkeeper.Userlist/list?type=0&per_page=20',
      shop,
    );
    const players = list.data.data.map((p) => p.id);
    expect(players.length).toBeGreaterThan(5);

    const playerTokens: string[] = [];
    for (const username of ['player01', 'player02', 'player03', 'player04']) {
      const r = await call<{ userinfo: { token: string } }>(
        first,
        'POST',
        '/api/bettingend.User/login',
        null,
        {
          username,
          password: 'demo123456',
        },
      );
      playerTokens.push(r.data.userinfo.token);
    }

    // Each operation carries its own mark (a memo, a withdrawal's account, a packet's title), so its rows can be
    // found afterwards: 加款 / 扣款 by the shop, players' withdrawal requests, red packets sent.
    type Kind = 'adjust' | 'withdraw' | 'packet';
    const outcomes = new Map<string, { kind: Kind; outcome: Outcome }>();
    let n = 0;
    let stop = false;
    const operation = (kind: Kind, mark: string): [string, string | null, object] => {
      const money = (crypto.randomInt(101, 5_000) / 100).toFixed(2);
      if (kind === 'withdraw')
        return [
          '/api/bettingend.Money/withdraw',
          playerTokens[crypto.randomInt(playerTokens.length)]!,
          { money, type: 1, number: mark, contact: '13900139000', realname: '张三' },
        ];
      if (kind === 'packet')
        return [
          '/api/shopkeeper.mine.RedPacket/pushRedPacket',
          shop,
          { type: 2, Count: 2, endDay: 1, Money: money, title: mark },
        ];
      const add = crypto.randomInt(3) > 0;
      return [
        `/api/shopkeeper.Userlist/${add ? 'addMoney' : 'delMoney'}`,
        shop,
        { id: players[crypto.randomInt(players.length)], money, memo: mark },
      ];
    };
    const worker = async () => {
      while (!stop) {
        const kind = (['adjust', 'adjust', 'withdraw', 'packet'] as const)[crypto.randomInt(4)]!;
        const mark = `139${String(n++).padStart(8, '0')}`;
        const [url, token, body] = operation(kind, mark);
        outcomes.set(mark, { kind, outcome: 'unknown' });
        try {
          const res = await call(first, 'POST', url, token, body);
          outcomes.set(mark, { kind, outcome: res.code === 1 ? 'acked' : 'refused' });
        } catch {
          return; // the server is gone: this operation stays unknown
        }
      }
    };
    const workers = Array.from({ length: 8 }, worker);
    // Kill it once it has acknowledged a good number, while the workers are still sending.
    while ([...outcomes.values()].filter((o) => o.outcome === 'acked').length < 200)
      await new Promise((r) => setTimeout(r, 20));
    await killed(first.child);
    stop = true;
    await Promise.all(workers);

    const second = await startServer(env);
    cleanup.push(() => killed(second.child));
    const database = await openDatabase(
      TEST_DB === 'sqlite'
        ? { kind: 'sqlite', url: databaseUrl.slice('file:'.length) }
        : { kind: 'postgres', url: databaseUrl },
    );
    cleanup.push(() => database.close());

    // How many ledger rows each mark has: two for a whole transfer, none for an operation that never happened.
    const rowsOf = new Map<string, number>();
    const add = (mark: string, rows: number) => rowsOf.set(mark, (rowsOf.get(mark) ?? 0) + rows);
    for (const r of await database.db
      .selectFrom('money_log')
      .select('memo_params')
      .where('type', 'in', ['shop_add', 'shop_deduct'])
      .execute())
      add((JSON.parse(r.memo_params) as { memo?: string }).memo ?? '', 1);
    const withdrawals = await database.db
      .selectFrom('player_withdrawals')
      .select(['id', 'account'])
      .execute();
    const packets = await database.db.selectFrom('red_packets').select(['id', 'title']).execute();
    const logsOf = async (refType: string) =>
      (
        await database.db.selectFrom('money_log').select('ref_id').where('ref_type', '=', refType).execute()
      ).map((r) => r.ref_id);
    const withdrawalLogs = await logsOf('player_withdrawal');
    const packetLogs = await logsOf('red_packet');
    for (const w of withdrawals) add(w.account, withdrawalLogs.filter((id) => id === String(w.id)).length);
    for (const p of packets) add(p.title, packetLogs.filter((id) => id === String(p.id)).length);

    const all = [...outcomes];
    const acked = all.filter(([, o]) => o.outcome === 'acked');
    const unknown = all.filter(([, o]) => o.outcome === 'unknown');
    expect(acked.length).toBeGreaterThanOrEqual(200);
    for (const kind of ['adjust', 'withdraw', 'packet'])
      expect(acked.filter(([, o]) => o.kind === kind).length, kind).toBeGreaterThan(10);
    expect(unknown.length, 'operations in flight at the kill').toBeGreaterThan(0);
    // Acknowledged: exactly one transfer (two rows). Refused: nothing. In flight: whole or nothing.
    expect(acked.filter(([mark]) => rowsOf.get(mark) !== 2)).toEqual([]);
    expect(all.filter(([mark, o]) => o.outcome === 'refused' && rowsOf.has(mark))).toEqual([]);
    expect(unknown.filter(([mark]) => ![undefined, 2].includes(rowsOf.get(mark)))).toEqual([]);
    expect(await checkLedger(database.db)).toMatchObject({ off: [], total: 0, brokenTransfers: 0 });

    // The restarted server goes on taking money operations.
    const again = await login(second, 'demo_shop');
    const after = await call(second, 'POST', '/api/shopkeeper.Userlist/addMoney', again, {
      id: players[0],
      money: '1.00',
      memo: 'after-restart',
    });
    expect(after.code).toBe(1);
  }, 120_000);
});
