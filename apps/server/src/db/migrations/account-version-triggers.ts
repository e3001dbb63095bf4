import { sql, type Kysely } from 'kysely';

// The account-version triggers of migrations 0032 and 0035: the tables the mine page's answer reads, and SQLite's
// triggers over them; `bump` is the statement that moves a shop's account version.

/** Each table the answer reads, and the columns naming the shop(s) a change of its row concerns. */
export const ACCOUNT_SHOP_COLUMNS: ReadonlyArray<[table: string, columns: string[]]> = [
  ['users', ['shop_id']],
  ['shop_config', ['shop_id']],
  ['clerk_config', ['shop_id']],
  ['cooperation_applications', ['main_shop_id', 'branch_shop_id']],
  ['chat_messages', ['shop_id']],
  ['push_links', ['shop_id']],
  ['shop_receipts', ['shop_id']],
  ['offline_recharges', ['shop_id']],
  ['player_withdrawals', ['handling_shop_id', 'shop_id']],
];

/** The names of the triggers `sqliteAccountTriggers` creates. */
export const sqliteAccountTriggerNames = (): string[] => [
  ...ACCOUNT_SHOP_COLUMNS.flatMap(([table]) =>
    ['insert', 'update', 'delete'].map((op) => `${table}_account_${op}`),
  ),
  ...['insert', 'update', 'delete'].flatMap((op) => [`chat_readers_account_${op}`, `settings_account_${op}`]),
];

export async function sqliteAccountTriggers(
  db: Kysely<unknown>,
  bump: (shop: string, where?: string, from?: string) => string,
) {
  const statements: string[] = [];
  for (const [table, columns] of ACCOUNT_SHOP_COLUMNS) {
    // SQLite locks the whole database, so the order of the rows touched does not matter here.
    const shops = (row: 'new' | 'old') => columns.map((c) => `${row}.${c}`);
    const changed = columns.map((c) => `old.${c} <> new.${c}`).join(' or ');
    statements.push(
      `create trigger ${table}_account_insert after insert on ${table} begin
        ${shops('new')
          .map((s) => bump(s))
          .join('\n')}
      end`,
      `create trigger ${table}_account_update after update on ${table} begin
        ${shops('new')
          .map((s) => bump(s))
          .join('\n')}
        ${shops('old')
          .map((s) => bump(s, `(${changed})`))
          .join('\n')}
      end`,
      `create trigger ${table}_account_delete after delete on ${table} begin
        ${shops('old')
          .map((s) => bump(s))
          .join('\n')}
      end`,
    );
  }
  // A reader row has only its account: the shop is the account's.
  for (const [op, row] of [
    ['insert', 'new'],
    ['update', 'new'],
    ['delete', 'old'],
  ] as const)
    statements.push(
      `create trigger chat_readers_account_${op} after ${op} on chat_readers begin
        ${bump('shop_id', `id = ${row}.user_id`, 'from users')}
      end`,
    );
  for (const op of ['insert', 'update', 'delete'])
    statements.push(`create trigger settings_account_${op} after ${op} on settings begin ${bump('0')} end`);
  for (const statement of statements) await sql.raw(statement).execute(db);
}
