import type { RED_PACKET_ACTIONS } from '@dzzs/shared';
import {
  Certification,
  GroupId,
  historyApi,
  redPacketsApi as api,
  type Page,
  type RecordHistory,
  type RedPacketRecord,
} from '@dzzs/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as accounts from '../src/modules/account/account.repository.ts';
import { createShop } from '../src/modules/account/sign-up.service.ts';
import { issueToken } from '../src/modules/auth/token.service.ts';
import { MODULES } from '../src/modules/index.ts';
import { seedRedPackets } from '../src/modules/red-packets/red-packets.seed.ts';
import { expireDue } from '../src/modules/red-packets/red-packets.service.ts';
import { seedDemoAccounts } from '../src/seed/demo.ts';
import type { DemoIds } from '../src/seed/demo-ids.ts';
import { expectBooksBalanced } from './helpers/ledger.ts';
import { collide, hold } from './helpers/races.ts';
import { createThirdShop } from './helpers/shops.ts';
import { checkStateMatrix, eventsOf } from './helpers/state-matrix.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

// Red packets (docs/money.md, "Red packets"): demo_shop (5000 yuan in its shop balance) sends packets paid from it
// into its red_packet_hold account; its players grab shares into their wallets; a revocation or the expiry returns
// the rest. Every scenario checks the answer, the rows and that the books balance.

let t: TestApp;
let ids: DemoIds;
let shop: string;
const tokens = new Map<number, string>();

beforeEach(async () => {
  t = await createTestApp();
  ids = await seedDemoAccounts(t.ctx);
  shop = (await t.login('demo_shop')).token;
  tokens.clear();
});
afterEach(() => t.close());

/** A player's access token, issued directly: logging 100 players in would spend the test on password hashing. */
async function playerToken(userId: number): Promise<string> {
  let token = tokens.get(userId);
  if (!token) {
    token = await issueToken(t.db, userId, 'user', 3600);
    tokens.set(userId, token);
  }
  return token;
}

/** More players of a shop (demo_shop has 50), with empty wallets. */
async function addPlayers(shopId: number, n: number, prefix = 'extra'): Promise<number[]> {
  const made: number[] = [];
  for (let i = 0; i < n; i++)
    made.push(
      await accounts.insertUser(t.db, {
        username: `${prefix}${i}`,
        nickname: `${prefix}${i}`,
        password_hash: 'unused',
        group_id: GroupId.player,
        shop_id: shopId,
        create_time: 0,
        update_time: 0,
      }),
    );
  return made;
}

// ---- the calls ----

type Body = Record<string, unknown>;
const send = (body: Body, token = shop) =>
  t.post<{ id: number; money: string; balance: string }>(api.push.path, { token, body });
const records = (token = shop, query: Record<string, number> = {}) =>
  t.get<Page<RedPacketRecord>>(api.records.path, { token, query });
const revoke = (id: number, token = shop) =>
  t.post<{ money: string; balance: string }>(api.revoke.path, { token, body: { id } });
const grab = async (id: number, playerId: number) =>
  t.post<{ money: string; title: string; balance: string }>(api.grab.path, {
    token: await playerToken(playerId),
    body: { id },
  });
const sendOk = async (body: Body) => {
  const r = await send(body);
  expect(r).toMatchObject({ code: 1 });
  return r.data.id;
};

// ---- the rows ----

const money = async (userId: number) =>
  Number(
    (await t.db.selectFrom('users').select('money').where('id', '=', userId).executeTakeFirstOrThrow()).money,
  );
const held = async (shopId = ids.shopId) =>
  Number(
    (
      await t.db
        .selectFrom('ledger_accounts')
        .select('balance')
        .where('kind', '=', 'red_packet_hold')
        .where('shop_id', '=', shopId)
        .executeTakeFirst()
    )?.balance ?? 0,
  );
const packet = (id: number) =>
  t.db.selectFrom('red_packets').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const grabs = (id: number) =>
  t.db.selectFrom('red_packet_grabs').selectAll().where('packet_id', '=', id).orderBy('id').execute();
const ledgerRows = (id: number) =>
  t.db
    .selectFrom('money_log')
    .select(['user_id', 'account_id', 'change', 'memo'])
    .where('ref_type', '=', 'red_packet')
    .where('ref_id', '=', String(id))
    .orderBy('id')
    .execute();
const allPacketMoney = async () => ({
  packets: await t.db.selectFrom('red_packets').select('id').execute(),
  log: await t.db.selectFrom('money_log').select('id').where('ref_type', '=', 'red_packet').execute(),
  shop: await money(ids.shopId),
  held: await held(),
});
const expiryJob = () => MODULES.flatMap((m) => m.jobs ?? []).find((j) => j.name === 'red-packet-expiry')!;
const pastEndTime = (id: number) =>
  t.db
    .updateTable('red_packets')
    .set({ end_time: Math.floor(Date.now() / 1000) - 1 })
    .where('id', '=', id)
    .execute();

const SHOP_START = 500_000;

describe('sending a red packet', () => {
  it('takes a random packet’s total from the shop balance into the hold, with both ledger rows', async () => {
    const r = await send({ type: 1, Count: 10, endDay: 3, Money: '100.00' });
    expect(r).toMatchObject({ code: 1, msg: '红包已发出', data: { money: '100.00', balance: '4900.00' } });
    const row = await packet(r.data.id);
    expect(row).toMatchObject({
      shop_id: ids.shopId,
      user_id: ids.shopId,
      type: 1,
      title: '恭喜发财，大吉大利',
      count: 10,
      total_fen: 10_000,
      remaining_fen: 10_000,
      remaining_count: 10,
      state: 1,
    });
    expect(row.end_time - row.create_time).toBe(3 * 86_400);
    expect(await money(ids.shopId)).toBe(SHOP_START - 10_000);
    expect(await held()).toBe(10_000);
    const rows = await ledgerRows(r.data.id);
    expect(rows.map((x) => [x.user_id === ids.shopId && x.account_id === 0, x.change, x.memo])).toEqual([
      [true, -10_000, 'redPacketSend'],
      [false, 10_000, 'redPacketSend'],
    ]);
    await expectBooksBalanced(t);
  });

  it('a fixed packet costs the share times the count', async () => {
    const r = await send({ type: 2, Count: 4, endDay: 1, Money: 2.5, title: '周末快乐' });
    expect(r).toMatchObject({ code: 1, data: { money: '10.00', balance: '4990.00' } });
    expect(await packet(r.data.id)).toMatchObject({ type: 2, title: '周末快乐', total_fen: 1000, count: 4 });
    expect(await held()).toBe(1000);
    const fen = [];
    for (const p of ids.playerIds.slice(0, 4)) fen.push((await grab(r.data.id, p)).data.money);
    expect(fen).toEqual(['2.50', '2.50', '2.50', '2.50']);
    expect((await packet(r.data.id)).state).toBe(4);
    expect(await held()).toBe(0);
    await expectBooksBalanced(t);
  });

  it('refuses bad inputs with code 0 naming the field and what is allowed, and moves nothing', async () => {
    const before = await allPacketMoney();
    const base = { type: 1, Count: 10, endDay: 1, Money: '10' };
    const cases: [Body, string][] = [
      [{ Money: 0 }, 'Money 应在 0.10 元到 50000.00 元之间'],
      [{ Money: '' }, 'Money 应为金额（元），最多两位小数'],
      [{ Money: '1.234' }, 'Money 应为金额（元），最多两位小数'],
      [{ Count: 0 }, 'Count 不能小于 1'],
      [{ Count: 101 }, 'Count 不能大于 100'],
      [{ Count: 100, Money: '0.99' }, 'Money 应在 1.00 元到 50000.00 元之间'],
      [{ type: 2, Count: 100, Money: '500.01' }, 'Money 应在 0.01 元到 500.00 元之间'],
      [{ Money: '50000.01' }, 'Money 应在 0.10 元到 50000.00 元之间'],
      [{ endDay: 0 }, 'endDay 不能小于 1'],
      [{ endDay: 8 }, 'endDay 不能大于 7'],
      [{ type: 3 }, 'type 只能是 1, 2'],
      [{ title: '恭'.repeat(21) }, 'title 最多 20 个字符'],
      [{ Money: '5000.01' }, '店铺余额不足（可用 5000.00 元），请先充值'],
      [{ type: 2, Count: 100, Money: '50.01' }, '店铺余额不足（可用 5000.00 元），请先充值'],
    ];
    for (const [body, msg] of cases)
      expect(await send({ ...base, ...body }), msg).toMatchObject({ code: 0, msg });
    expect(await allPacketMoney()).toEqual(before);
    await expectBooksBalanced(t);
  });

  it('is the certified owner’s: staff, players and an uncertified shop get 401', async () => {
    const clerk = (await t.login('demo_clerk')).token;
    await createShop(t.ctx, {
      username: 'fresh_shop',
      password: 'fresh123456',
      nickname: '新开彩票站',
      mobile: '13800000009',
      certification: Certification.none,
    });
    const fresh = (await t.login('fresh_shop', 'fresh123456')).token;
    const player = await playerToken(ids.playerIds[0]!);
    const id = await sendOk({ type: 1, Count: 2, endDay: 1, Money: 1 });
    const before = await allPacketMoney();
    for (const token of [clerk, fresh, player]) {
      expect((await send({ type: 1, Count: 1, endDay: 1, Money: 1 }, token)).code).toBe(401);
      expect((await records(token)).code).toBe(401);
      expect((await revoke(id, token)).code).toBe(401);
    }
    const byShop = await t.post(api.grab.path, { token: shop, body: { id } });
    expect(byShop.code).toBe(401);
    expect(await allPacketMoney()).toEqual(before);
  });
});

describe('grabbing', () => {
  it('100 players at once: the shares add up to the total, nobody grabs twice, the packet is all claimed', async () => {
    const players = [...ids.playerIds, ...(await addPlayers(ids.shopId, 50))];
    expect(players).toHaveLength(100);
    const id = await sendOk({ type: 1, Count: 100, endDay: 1, Money: '123.45' });
    const wallets = new Map(await Promise.all(players.map(async (p) => [p, await money(p)] as const)));
    for (const p of players) await playerToken(p);
    // Every player once, and the first 20 a second time, all fired together.
    const calls = [...players, ...players.slice(0, 20)].map((p) => grab(id, p).then((r) => ({ p, r })));
    const results = await Promise.all(calls);
    const won = results.filter((x) => x.r.code === 1);
    const refused = results.filter((x) => x.r.code !== 1);
    expect(won).toHaveLength(100);
    expect(new Set(won.map((x) => x.p)).size).toBe(100);
    expect(refused.map((x) => x.r)).toEqual(
      Array(20).fill(expect.objectContaining({ code: 0, msg: '您已经抢过这个红包了' })),
    );
    const rows = await grabs(id);
    expect(rows).toHaveLength(100);
    expect(rows.reduce((s, g) => s + Number(g.fen), 0)).toBe(12_345);
    expect(Math.min(...rows.map((g) => Number(g.fen)))).toBeGreaterThanOrEqual(1);
    for (const g of rows) expect(await money(g.user_id)).toBe(wallets.get(g.user_id)! + Number(g.fen));
    for (const x of won)
      expect(x.r.data.money).toBe(`${(Number(rows.find((g) => g.user_id === x.p)!.fen) / 100).toFixed(2)}`);
    expect(await packet(id)).toMatchObject({ state: 4, remaining_fen: 0, remaining_count: 0 });
    expect(await held()).toBe(0);
    const late = (await addPlayers(ids.shopId, 1, 'late'))[0]!;
    expect(await grab(id, late)).toMatchObject({ code: 0, msg: '红包已抢完' });
    await expectBooksBalanced(t);
  });

  it('a player of another shop, or an id that is not there, hears “not found”; nothing moves', async () => {
    const [stranger] = await addPlayers(ids.partnerId, 1, 'stranger');
    const id = await sendOk({ type: 1, Count: 2, endDay: 1, Money: 1 });
    const before = await allPacketMoney();
    expect(await grab(id, stranger!)).toMatchObject({ code: 0, msg: '红包不存在' });
    expect(await grab(id + 1000, ids.playerIds[0]!)).toMatchObject({ code: 0, msg: '红包不存在' });
    expect(await allPacketMoney()).toEqual(before);
    expect(await grabs(id)).toEqual([]);
  });

  it('the table itself holds one grab per packet and player', async () => {
    const id = await sendOk({ type: 1, Count: 2, endDay: 1, Money: 1 });
    const row = { packet_id: id, user_id: ids.playerIds[0]!, fen: 1, create_time: 0 };
    await t.db.insertInto('red_packet_grabs').values(row).execute();
    await expect(t.db.insertInto('red_packet_grabs').values(row).execute()).rejects.toThrow();
  });

  it('tells a grab from a revoked or expired packet apart', async () => {
    const revoked = await sendOk({ type: 1, Count: 2, endDay: 1, Money: 1 });
    await revoke(revoked);
    expect(await grab(revoked, ids.playerIds[0]!)).toMatchObject({ code: 0, msg: '红包已被店主撤销' });
    const expired = await sendOk({ type: 1, Count: 2, endDay: 1, Money: 1 });
    await pastEndTime(expired);
    expect(await grab(expired, ids.playerIds[0]!)).toMatchObject({ code: 0, msg: '红包已过期' });
    expect(await grabs(expired)).toEqual([]);
    await expectBooksBalanced(t);
  });
});

describe('revoking', () => {
  it('refunds exactly what was not grabbed, and only once when pressed twice at the same moment', async () => {
    const id = await sendOk({ type: 1, Count: 5, endDay: 1, Money: '10.00' });
    await grab(id, ids.playerIds[0]!);
    await grab(id, ids.playerIds[1]!);
    const left = Number((await packet(id)).remaining_fen);
    const shopBefore = await money(ids.shopId);
    const [a, b] = await Promise.all([revoke(id), revoke(id)]);
    const [won, lost] = a.code === 1 ? [a, b] : [b, a];
    const yuan = (left / 100).toFixed(2);
    expect(won).toMatchObject({
      code: 1,
      msg: `撤销成功！退回金额${yuan}`,
      data: { money: yuan, balance: ((shopBefore + left) / 100).toFixed(2) },
    });
    expect(lost).toMatchObject({ code: 0, msg: '红包已撤销' });
    expect(await money(ids.shopId)).toBe(shopBefore + left);
    expect(await held()).toBe(0);
    expect((await packet(id)).state).toBe(2);
    expect((await ledgerRows(id)).filter((r) => r.memo === 'redPacketRevoke')).toHaveLength(2);
    expect(await revoke(id)).toMatchObject({ code: 0, msg: '红包已撤销' });
    expect((await eventsOf(t, 'red_packet', id)).map((e) => e.action)).toEqual(['create', 'revoke']);
    await expectBooksBalanced(t);
  });

  it('answers an expired one with the expiry sentence, an all-claimed one plainly, another shop’s id as not found', async () => {
    const expired = await sendOk({ type: 1, Count: 2, endDay: 1, Money: 1 });
    await pastEndTime(expired);
    expect(await revoke(expired)).toMatchObject({ code: 0, msg: '红包已过期，如未领完会自动退还到账号' });
    expect((await packet(expired)).state).toBe(1);
    const claimed = await sendOk({ type: 2, Count: 1, endDay: 1, Money: 1 });
    await grab(claimed, ids.playerIds[0]!);
    expect(await revoke(claimed)).toMatchObject({ code: 0, msg: '红包已领完，没有可退回的金额' });

    await createThirdShop(t);
    const third = (await t.login('third_shop', 'third123456')).token;
    const open = await sendOk({ type: 1, Count: 2, endDay: 1, Money: 1 });
    const before = await allPacketMoney();
    expect(await revoke(open, third)).toMatchObject({ code: 0, msg: '红包不存在' });
    // Not even what became of another shop's packet is told.
    expect(await revoke(claimed, third)).toMatchObject({ code: 0, msg: '红包不存在' });
    expect(await revoke(expired, third)).toMatchObject({ code: 0, msg: '红包不存在' });
    expect((await records(third)).data.data).toEqual([]);
    expect(await allPacketMoney()).toEqual(before);
    expect((await packet(open)).state).toBe(1);
    await expectBooksBalanced(t);
  });
});

describe('a packet’s history (History/list, docs/history.md)', () => {
  const historyOf = (id: number, token = shop) =>
    t.get<RecordHistory>(historyApi.list.path, { token, query: { entity: 'red_packet', id } });

  it('says who sent it and who closed it: the shop, the last grab’s player, the system', async () => {
    const claimed = await sendOk({ type: 2, Count: 2, endDay: 1, Money: 1 });
    await grab(claimed, ids.playerIds[0]!);
    await grab(claimed, ids.playerIds[1]!);
    const last = await t.db
      .selectFrom('users')
      .select('nickname')
      .where('id', '=', ids.playerIds[1]!)
      .executeTakeFirstOrThrow();
    const h = await historyOf(claimed);
    expect(h.code, h.msg).toBe(1);
    expect(h.data.events.map((e) => [e.action_label, e.actor_kind, e.from_label, e.to_label])).toEqual([
      ['发红包', 'shop', '', '领取中'],
      ['领完', 'player', '领取中', '已领完'],
    ]);
    expect(h.data.events[1]!.actor).toBe(last.nickname);

    const expired = await sendOk({ type: 1, Count: 2, endDay: 1, Money: 1 });
    await pastEndTime(expired);
    await expiryJob().run(t.ctx);
    expect((await historyOf(expired)).data.events.map((e) => [e.action, e.actor])).toEqual([
      ['create', '幸运彩票店'],
      ['expire', '系统'],
    ]);

    await createThirdShop(t);
    const third = (await t.login('third_shop', 'third123456')).token;
    expect(await historyOf(claimed, third)).toMatchObject({ code: 0, msg: `红包 ${claimed} 不存在` });
  });

  it('the last grab and a revocation at the same moment: one closes it, with one event', async () => {
    const id = await sendOk({ type: 2, Count: 1, endDay: 1, Money: 1 });
    const shopBefore = await money(ids.shopId);
    const held = await hold(t, { table: 'red_packets', id });
    const [grabbed, revoked] = await collide(
      held,
      () => grab(id, ids.playerIds[0]!),
      () => revoke(id),
    );
    // Whichever reaches the packet first closes it; the other is told why it can't.
    expect([grabbed.code, revoked.code].sort()).toEqual([0, 1]);
    const actions = (await eventsOf(t, 'red_packet', id)).map((e) => e.action);
    if (grabbed.code === 1) {
      expect(revoked.msg).toBe('红包已领完，没有可退回的金额');
      expect(actions).toEqual(['create', 'exhaust']);
      expect(await money(ids.shopId)).toBe(shopBefore);
    } else {
      expect(grabbed.msg).toBe('红包已被店主撤销');
      expect(actions).toEqual(['create', 'revoke']);
      expect(await money(ids.shopId)).toBe(shopBefore + 100);
    }
    await expectBooksBalanced(t);
  });

  it('every state × action of the table: allowed moves once with an event, forbidden writes nothing', async () => {
    const { moved, refused } = await checkStateMatrix<keyof typeof RED_PACKET_ACTIONS>(t, {
      entity: 'red_packet',
      async prepare(state) {
        // One share: a grab is the last one.
        const id = await sendOk({ type: 2, Count: 1, endDay: 1, Money: 1 });
        await t.db.updateTable('red_packets').set({ state }).where('id', '=', id).execute();
        return id;
      },
      async act(action, id) {
        if (action === 'revoke') return revoke(id);
        if (action === 'exhaust') return grab(id, ids.playerIds[0]!);
        // The system's expiry: the job closes what is open and past its end, and passes over the rest.
        await pastEndTime(id);
        return (await expireDue(t.ctx)) === 1
          ? { code: 1, msg: '' }
          : { code: 0, msg: 'not open: the job passed over it' };
      },
      stateOf: async (id) => (await packet(id)).state,
      snapshot: async (id) => {
        const { end_time: _moved, ...row } = await packet(id);
        const all = await allPacketMoney();
        return { row, grabs: await grabs(id), log: all.log.length, shop: all.shop, held: all.held };
      },
    });
    expect([moved, refused]).toEqual([3, 9]);
  });
});

describe('the expiry job', () => {
  it('closes packets past their end time and refunds each remainder once, on several instances at once', async () => {
    const id = await sendOk({ type: 2, Count: 4, endDay: 1, Money: '1.50' });
    const open = await sendOk({ type: 1, Count: 2, endDay: 1, Money: 1 });
    await grab(id, ids.playerIds[0]!);
    await pastEndTime(id);
    const shopBefore = await money(ids.shopId);
    const job = expiryJob();
    await Promise.all([job.run(t.ctx), job.run(t.ctx), job.run(t.ctx)]);
    await job.run(t.ctx);
    expect(await packet(id)).toMatchObject({ state: 3, remaining_fen: 450 });
    expect((await packet(open)).state).toBe(1);
    expect(await money(ids.shopId)).toBe(shopBefore + 450);
    expect(await held()).toBe(100);
    expect((await ledgerRows(id)).filter((r) => r.memo === 'redPacketExpire')).toHaveLength(2);
    expect(await revoke(id)).toMatchObject({ code: 0, msg: '红包已过期，如未领完会自动退还到账号' });
    await expectBooksBalanced(t);
  });
});

describe('红包记录', () => {
  it('lists the shop’s packets newest first with type, state, claimed of count and who grabbed what', async () => {
    const first = await sendOk({ type: 2, Count: 3, endDay: 2, Money: 1, title: '第一个' });
    const second = await sendOk({ type: 1, Count: 2, endDay: 1, Money: 5 });
    await grab(first, ids.playerIds[0]!);
    await revoke(first);
    const r = await records();
    expect(r.code).toBe(1);
    expect(r.data.total).toBe(2);
    expect(r.data.data.map((p) => p.id)).toEqual([second, first]);
    expect(r.data.data[1]).toMatchObject({
      type: 2,
      type_label: '固定红包',
      title: '第一个',
      state: 2,
      state_label: '店主撤销',
      money: '3.00',
      remaining_money: '2.00',
      count: 3,
      claimed: 1,
      receivers: [{ user_id: ids.playerIds[0], nickname: '彩民01', get_money: '1.00' }],
    });
    expect(r.data.data[0]).toMatchObject({ state: 1, state_label: '领取中', claimed: 0, receivers: [] });
    const en = await t.get<Page<RedPacketRecord>>(api.records.path, { token: shop, lang: 'en' });
    expect(en.data.data[1]).toMatchObject({ type_label: 'Fixed', state_label: 'Revoked' });
    const paged = await records(shop, { per_page: 1, current_page: 2 });
    expect(paged.data).toMatchObject({ total: 2, last_page: 2 });
    expect(paged.data.data.map((p) => p.id)).toEqual([first]);
  });

  it('a grab is a ledger row of the player’s wallet', async () => {
    const id = await sendOk({ type: 2, Count: 1, endDay: 1, Money: '8.88', title: '开门红' });
    expect(await grab(id, ids.playerIds[0]!)).toMatchObject({
      code: 1,
      msg: '恭喜抢到 8.88 元',
      data: { money: '8.88', title: '开门红' },
    });
    const rows = await ledgerRows(id);
    expect(rows.at(-1)).toMatchObject({
      user_id: ids.playerIds[0],
      account_id: 0,
      change: 888,
      memo: 'redPacketGrab',
    });
  });
});

describe('the demo', () => {
  it('has packets of demo_shop in every state, grabbed by its players, and the books balance', async () => {
    await seedRedPackets(t.ctx, ids);
    const r = await records();
    expect(r.data.data.map((p) => p.state).sort()).toEqual([1, 1, 2, 3, 4]);
    for (const p of r.data.data) {
      expect(p.claimed).toBe(p.receivers.length);
      expect(p.receivers.length).toBeGreaterThan(0);
    }
    const open = r.data.data.filter((p) => p.state === 1);
    const openFen = open.reduce((s, p) => s + Math.round(Number(p.remaining_money) * 100), 0);
    expect(await held()).toBe(openFen);
    const expired = r.data.data.find((p) => p.state === 3)!;
    expect(expired.end_time).toBeLessThan(Date.now() / 1000);
    await expectBooksBalanced(t);
  });
});
