import { sql, type Generated, type Kysely } from 'kysely';
import { notNullDefault as d, withId, type Dialect, type Migration } from './helpers.ts';

/**
 * The double-entry ledger (docs/money.md, "The books"):
 * - `ledger_transfers`: one row per movement of money, with its type, reference and an optional idempotency key
 *   (unique: the same event can never post twice). Every `money_log` row now belongs to one (`transfer_id`) and
 *   every transfer has exactly two rows whose changes sum to zero.
 * - `ledger_accounts` rebuilt to hold the system's own accounts too: a shop's till, a provider's clearing account,
 *   the platform's fees and payouts, money held for withdrawals and red packets, opening balances. Platform-wide
 *   accounts have shop 0, so the foreign keys to users go; `may_go_negative` marks the accounts that stand for
 *   money outside the app (a till, a provider), the only ones a check lets go below zero.
 * - `money_log.user_id` loses its foreign key for the same reason (a platform account's rows have user 0).
 * - The rows written before this migration are paired: the two rows a transfer wrote already (cooperation money)
 *   become one transfer; every other row gets its counterpart in the account the money came from or went to
 *   (see `COUNTERPART`), and a balance that differs from the sum of its rows gets an opening transfer, so the books
 *   sum to zero from the first day.
 */
export const doubleEntry: Migration = {
  name: '0017-double-entry',
  async up(db, dialect) {
    await withId(db.schema.createTable('ledger_transfers'), dialect)
      .addColumn('type', 'varchar(30)', (c) => c.notNull())
      .addColumn('fen', 'bigint', (c) => c.notNull())
      .addColumn('ref_type', 'varchar(30)', d(''))
      .addColumn('ref_id', 'varchar(64)', d(''))
      .addColumn('idempotency_key', 'varchar(100)')
      .addColumn('operator_id', 'integer', d(0))
      .addColumn('create_time', 'bigint', (c) => c.notNull())
      .addCheckConstraint('ledger_transfers_positive', sql`fen > 0`)
      .execute();
    await db.schema
      .createIndex('ledger_transfers_key')
      .unique()
      .on('ledger_transfers')
      .column('idempotency_key')
      .execute();
    await rebuildAccounts(db, dialect);
    await rebuildMoneyLog(db, dialect);
    await pairRows(db as Kysely<Books>);
  },
};

async function rebuildAccounts(db: Kysely<unknown>, dialect: Dialect) {
  await withId(db.schema.createTable('ledger_accounts_next'), dialect)
    .addColumn('kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('shop_id', 'integer', d(0))
    .addColumn('owner_shop_id', 'integer', d(0))
    .addColumn('code', 'varchar(40)', d(''))
    .addColumn('may_go_negative', 'smallint', d(0))
    .addColumn('balance', 'bigint', d(0))
    .addColumn('create_time', 'bigint', (c) => c.notNull())
    .addColumn('update_time', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('ledger_accounts_identity', ['kind', 'shop_id', 'owner_shop_id', 'code'])
    .addCheckConstraint('ledger_accounts_floor', sql`may_go_negative = 1 or balance >= 0`)
    .execute();
  await sql`insert into ledger_accounts_next (id, kind, shop_id, owner_shop_id, balance, create_time, update_time)
    select id, kind, shop_id, owner_shop_id, balance, create_time, update_time from ledger_accounts`.execute(
    db,
  );
  await db.schema.dropTable('ledger_accounts').execute();
  await db.schema.alterTable('ledger_accounts_next').renameTo('ledger_accounts').execute();
  if (dialect === 'postgres')
    await sql`select setval(pg_get_serial_sequence('ledger_accounts', 'id'),
      coalesce((select max(id) from ledger_accounts), 0) + 1, false)`.execute(db);
}

const LOG_COLUMNS = [
  'id',
  'user_id',
  'shop_id',
  'type',
  'change',
  'before',
  'after',
  'memo',
  'ref_type',
  'ref_id',
  'operator_id',
  'create_time',
  'memo_params',
  'account_id',
]
  .map((c) => `"${c}"`)
  .join(', ');

async function rebuildMoneyLog(db: Kysely<unknown>, dialect: Dialect) {
  if (dialect === 'postgres') {
    await sql`alter table money_log drop constraint if exists money_log_user_id_fkey`.execute(db);
    await db.schema.alterTable('money_log').addColumn('transfer_id', 'integer', d(0)).execute();
  } else {
    // SQLite cannot drop a foreign key: the table is copied into one without it, ids kept.
    await withId(db.schema.createTable('money_log_next'), dialect)
      .addColumn('user_id', 'integer', (c) => c.notNull())
      .addColumn('shop_id', 'integer', d(0))
      .addColumn('type', 'varchar(30)', (c) => c.notNull())
      .addColumn('change', 'bigint', (c) => c.notNull())
      .addColumn('before', 'bigint', (c) => c.notNull())
      .addColumn('after', 'bigint', (c) => c.notNull())
      .addColumn('memo', 'varchar(255)', d(''))
      .addColumn('ref_type', 'varchar(30)', d(''))
      .addColumn('ref_id', 'varchar(64)', d(''))
      .addColumn('operator_id', 'integer', d(0))
      .addColumn('create_time', 'bigint', (c) => c.notNull())
      .addColumn('memo_params', 'text', d(''))
      .addColumn('account_id', 'integer', d(0))
      .addColumn('transfer_id', 'integer', d(0))
      .execute();
    await sql`insert into money_log_next (${sql.raw(LOG_COLUMNS)})
      select ${sql.raw(LOG_COLUMNS)} from money_log`.execute(db);
    await db.schema.dropTable('money_log').execute();
    await db.schema.alterTable('money_log_next').renameTo('money_log').execute();
    await db.schema.createIndex('money_log_user').on('money_log').columns(['user_id', 'id']).execute();
    await db.schema
      .createIndex('money_log_shop_type_time')
      .on('money_log')
      .columns(['shop_id', 'type', 'create_time'])
      .execute();
    await db.schema
      .createIndex('money_log_account')
      .on('money_log')
      .columns(['account_id', 'type', 'id'])
      .where(sql.ref('account_id'), '>', 0)
      .execute();
  }
  await db.schema.createIndex('money_log_transfer').on('money_log').column('transfer_id').execute();
}

// --- pairing the rows written before the books were double-entry ---------------------------------------------

interface Books {
  money_log: {
    id: Generated<number>;
    user_id: number;
    shop_id: number;
    type: string;
    change: number;
    before: number;
    after: number;
    memo: string;
    memo_params: string;
    ref_type: string;
    ref_id: string;
    operator_id: number;
    account_id: number;
    transfer_id: number;
    create_time: number;
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
    operator_id: number;
    create_time: number;
  };
  users: { id: number; money: number };
}
type Row = Omit<Books['money_log'], 'id'> & { id: number };

/** Where the money of a single row written before came from or went to, by its type. */
const COUNTERPART: Record<string, { kind: 'shop_till' | 'platform_fee'; platform?: true }> = {
  order_pay: { kind: 'shop_till' },
  order_refund: { kind: 'shop_till' },
  order_award: { kind: 'shop_till' },
  shop_add: { kind: 'shop_till' },
  shop_deduct: { kind: 'shop_till' },
  recharge: { kind: 'shop_till' },
  service_fee: { kind: 'platform_fee', platform: true },
};

async function pairRows(db: Kysely<Books>) {
  const accounts = new Map<string, { id: number; balance: number }>();
  const account = async (kind: string, shopId: number, mayGoNegative: boolean, now: number) => {
    const key = `${kind}|${shopId}`;
    let a = accounts.get(key);
    if (!a) {
      const r = await db
        .insertInto('ledger_accounts')
        .values({
          kind,
          shop_id: shopId,
          owner_shop_id: shopId,
          code: '',
          may_go_negative: mayGoNegative ? 1 : 0,
          balance: 0,
          create_time: now,
          update_time: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      a = { id: r.id, balance: 0 };
      accounts.set(key, a);
    }
    return a;
  };
  const newTransfer = async (r: Row, fen: number) =>
    (
      await db
        .insertInto('ledger_transfers')
        .values({
          type: r.type,
          fen,
          ref_type: r.ref_type,
          ref_id: r.ref_id,
          operator_id: r.operator_id,
          create_time: r.create_time,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  /** The other side of a row: a new row in `kind`'s account, moving the opposite amount. */
  const counterpart = async (r: Row, kind: string, shopId: number, mayGoNegative: boolean) => {
    const a = await account(kind, shopId, mayGoNegative, r.create_time);
    const transferId = await newTransfer(r, Math.abs(r.change));
    const before = a.balance;
    a.balance -= r.change;
    const { id, ...side } = r;
    await db
      .insertInto('money_log')
      .values({
        ...side,
        user_id: shopId,
        shop_id: shopId,
        change: -r.change,
        before,
        after: a.balance,
        account_id: a.id,
        transfer_id: transferId,
      })
      .execute();
    await db.updateTable('money_log').set({ transfer_id: transferId }).where('id', '=', id).execute();
  };

  let lastId = 0;
  let pending: Row | undefined;
  for (;;) {
    const rows = await db
      .selectFrom('money_log')
      .selectAll()
      .where('id', '>', lastId)
      .where('transfer_id', '=', 0)
      .orderBy('id')
      .limit(1000)
      .execute();
    if (!rows.length) break;
    for (const r of rows.map(numeric)) {
      lastId = r.id;
      if (pending && twoSidesOfOne(pending, r)) {
        const transferId = await newTransfer(pending, Math.abs(r.change));
        await db
          .updateTable('money_log')
          .set({ transfer_id: transferId })
          .where('id', 'in', [pending.id, r.id])
          .execute();
        pending = undefined;
        continue;
      }
      if (pending) await single(pending);
      pending = r;
    }
  }
  if (pending) await single(pending);

  async function single(r: Row) {
    const c = COUNTERPART[r.type];
    if (c) await counterpart(r, c.kind, c.platform ? 0 : r.shop_id, c.kind === 'shop_till');
    else await counterpart(r, 'opening', 0, true);
  }

  for (const [, a] of accounts)
    await db.updateTable('ledger_accounts').set({ balance: a.balance }).where('id', '=', a.id).execute();
  await openingBalances(db, account);
}

/** The two rows one transfer wrote: consecutive, same type, reference and time, opposite changes. */
function twoSidesOfOne(a: Row, b: Row): boolean {
  return (
    b.id === a.id + 1 &&
    a.change === -b.change &&
    a.type === b.type &&
    a.ref_type === b.ref_type &&
    a.ref_id === b.ref_id &&
    a.create_time === b.create_time
  );
}

const numeric = (r: Row): Row => ({
  ...r,
  change: Number(r.change),
  before: Number(r.before),
  after: Number(r.after),
  create_time: Number(r.create_time),
});

/**
 * A wallet or account whose balance is not the sum of its rows (set directly before the books were kept, as old
 * fixtures did) gets one opening transfer for the difference, so every balance is the sum of its rows.
 */
async function openingBalances(
  db: Kysely<Books>,
  account: (
    kind: string,
    shopId: number,
    mayGoNegative: boolean,
    now: number,
  ) => Promise<{ id: number; balance: number }>,
) {
  const now = Math.floor(Date.now() / 1000);
  const wallets = await sql<{ id: number; shop: number; money: number; logged: number | null }>`
    select u.id, u.shop_id shop, u.money,
      (select sum(m.change) from money_log m where m.user_id = u.id and m.account_id = 0) logged
    from users u`.execute(db);
  const accounts = await sql<{ id: number; owner: number; balance: number; logged: number | null }>`
    select a.id, a.owner_shop_id owner, a.balance,
      (select sum(m.change) from money_log m where m.account_id = a.id) logged
    from ledger_accounts a`.execute(db);
  const off = [
    ...wallets.rows.map((w) => ({
      user: w.id,
      shop: w.shop || w.id,
      accountId: 0,
      have: Number(w.money),
      logged: Number(w.logged ?? 0),
    })),
    ...accounts.rows.map((a) => ({
      user: a.owner,
      shop: a.owner,
      accountId: a.id,
      have: Number(a.balance),
      logged: Number(a.logged ?? 0),
    })),
  ].filter((b) => b.have !== b.logged);
  if (!off.length) return;
  const opening = await account('opening', 0, true, now);
  for (const b of off) {
    const change = b.have - b.logged;
    const { id: transferId } = await db
      .insertInto('ledger_transfers')
      .values({
        type: 'opening',
        fen: Math.abs(change),
        ref_type: '',
        ref_id: '',
        operator_id: 0,
        create_time: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const row = {
      type: 'opening',
      memo: 'opening',
      memo_params: '{}',
      ref_type: '',
      ref_id: '',
      operator_id: 0,
    };
    await db
      .insertInto('money_log')
      .values([
        {
          ...row,
          user_id: b.user,
          shop_id: b.shop,
          change,
          before: b.logged,
          after: b.have,
          account_id: b.accountId,
          transfer_id: transferId,
          create_time: now,
        } as never,
        {
          ...row,
          user_id: 0,
          shop_id: 0,
          change: -change,
          before: opening.balance,
          after: opening.balance - change,
          account_id: opening.id,
          transfer_id: transferId,
          create_time: now,
        } as never,
      ])
      .execute();
    opening.balance -= change;
  }
  await db
    .updateTable('ledger_accounts')
    .set({ balance: opening.balance })
    .where('id', '=', opening.id)
    .execute();
}
