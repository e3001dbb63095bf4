import type { Generated, Kysely } from 'kysely';
import type { Migration } from './helpers.ts';

/**
 * Players' recharges paid to a shop's own merchant (docs/money.md, "Whose merchant a payment is paid to") were
 * credited from the platform's clearing account at the provider, though the money landed at the shop's merchant.
 * They are credited from the shop's own clearing account at that provider now (`provider` account of the shop,
 * code: the provider). For each such payment already booked, one correcting transfer moves its amount from the
 * shop's clearing account to the platform's: the first transfer stays as it was written (the history is not
 * rewritten), and afterwards the platform's account holds only what the platform received. The correction's key
 * `pay-merchant:<trade>` makes it post once.
 */
export const shopMerchantClearing: Migration = {
  name: '0028-shop-merchant-clearing',
  async up(db) {
    await rebook(db as Kysely<Books>);
  },
};

interface Books {
  payments: {
    trade_no: string;
    provider: string;
    shop_id: number;
    fen: number;
    state: number;
    merchant_id: number;
  };
  ledger_accounts: {
    id: Generated<number>;
    kind: string;
    shop_id: number;
    owner_shop_id: number;
    code: string;
    may_go_negative: number;
    balance: number;
    create_time: number;
    update_time: number;
  };
  ledger_transfers: {
    id: Generated<number>;
    type: string;
    fen: number;
    ref_type: string;
    ref_id: string;
    idempotency_key: string | null;
    operator_id: number;
    create_time: number;
  };
  money_log: {
    id: Generated<number>;
    user_id: number;
    shop_id: number;
    account_id: number;
    transfer_id: number;
    type: string;
    change: number;
    before: number;
    after: number;
    memo: string;
    memo_params: string;
    ref_type: string;
    ref_id: string;
    operator_id: number;
    create_time: number;
  };
}

async function rebook(db: Kysely<Books>) {
  const now = Math.floor(Date.now() / 1000);
  const account = async (shopId: number, code: string) => {
    const find = () =>
      db
        .selectFrom('ledger_accounts')
        .select(['id', 'balance'])
        .where('kind', '=', 'provider')
        .where('shop_id', '=', shopId)
        .where('owner_shop_id', '=', shopId)
        .where('code', '=', code)
        .executeTakeFirst();
    if (!(await find()))
      await db
        .insertInto('ledger_accounts')
        .values({
          kind: 'provider',
          shop_id: shopId,
          owner_shop_id: shopId,
          code,
          may_go_negative: 1,
          balance: 0,
          create_time: now,
          update_time: now,
        })
        .execute();
    const a = (await find())!;
    return { id: a.id, balance: Number(a.balance) };
  };
  const move = async (a: { id: number }, userId: number, change: number, t: number, trade: string) => {
    const held = await db
      .selectFrom('ledger_accounts')
      .select('balance')
      .where('id', '=', a.id)
      .executeTakeFirstOrThrow();
    const before = Number(held.balance);
    await db
      .updateTable('ledger_accounts')
      .set({ balance: before + change, update_time: now })
      .where('id', '=', a.id)
      .execute();
    await db
      .insertInto('money_log')
      .values({
        user_id: userId,
        shop_id: userId,
        account_id: a.id,
        transfer_id: t,
        type: 'recharge_merchant',
        change,
        before,
        after: before + change,
        memo: 'payMerchantRebook',
        memo_params: JSON.stringify({ trade }),
        ref_type: 'payment',
        ref_id: trade,
        operator_id: 0,
        create_time: now,
      })
      .execute();
  };

  // The credits of paid merchant payments that still come from the platform's clearing account.
  const booked = await db
    .selectFrom('payments as p')
    .innerJoin('ledger_transfers as t', (j) =>
      j.onRef('t.ref_id', '=', 'p.trade_no').on('t.ref_type', '=', 'payment'),
    )
    .innerJoin('money_log as m', 'm.transfer_id', 't.id')
    .innerJoin('ledger_accounts as a', 'a.id', 'm.account_id')
    .select(['p.trade_no', 'p.provider', 'p.shop_id', 'p.fen'])
    .where('p.merchant_id', '>', 0)
    .where('t.type', '=', 'recharge')
    .where('a.kind', '=', 'provider')
    .where('a.shop_id', '=', 0)
    .orderBy('t.id')
    .execute();
  for (const p of booked) {
    const key = `pay-merchant:${p.trade_no}`;
    const done = await db
      .selectFrom('ledger_transfers')
      .select('id')
      .where('idempotency_key', '=', key)
      .executeTakeFirst();
    if (done) continue;
    const fen = Number(p.fen);
    const t = await db
      .insertInto('ledger_transfers')
      .values({
        type: 'recharge_merchant',
        fen,
        ref_type: 'payment',
        ref_id: p.trade_no,
        idempotency_key: key,
        operator_id: 0,
        create_time: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const shops = await account(p.shop_id, p.provider);
    const platforms = await account(0, p.provider);
    await move(shops, p.shop_id, -fen, t.id, p.trade_no);
    await move(platforms, 0, fen, t.id, p.trade_no);
  }
}
