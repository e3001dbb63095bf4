import { quoteBet } from '@dzzs/shared/engine';
import { sql, type Kysely } from 'kysely';
import { notNullDefault as d, type Migration } from './helpers.ts';

/**
 * Orders you can trust (docs/orders.md):
 * - `sales_close`: when sales of what the order holds close (its issue, or its earliest match), from the game
 *   calendar; the deadline is this minus the shop's advance minutes, and the order pages show both;
 * - `award_by_hand`: the amount to pay was set by the shop (EditMoney), so a re-settlement keeps it and records the
 *   engine's figure beside it;
 * - order events and ledger rows keep their memo as a code with parameters (`memo_params`, JSON), read in the
 *   reader's language;
 * - a player's list holds the group-buys they bought shares of, found by the shares' buyer;
 * - bet content is kept as the engine normalizes it (known keys only, bounded): rows stored as players sent them
 *   are rewritten once, here.
 */
export const ordersTrust: Migration = {
  name: '0007-orders-trust',
  async up(db) {
    await db.schema.alterTable('orders').addColumn('sales_close', 'bigint', d(0)).execute();
    await db.schema.alterTable('orders').addColumn('award_by_hand', 'integer', d(0)).execute();
    await db.schema.alterTable('order_events').addColumn('memo_params', 'text', d('')).execute();
    await db.schema.alterTable('money_log').addColumn('memo_params', 'text', d('')).execute();
    await db.schema
      .createIndex('group_buy_shares_user')
      .on('group_buy_shares')
      .columns(['user_id', 'group_buy_id'])
      .execute();
    await normalizeStoredContent(db);
  },
};

const BATCH = 1_000;

/** Rewrites every stored bet as the engine normalizes it; content the engine refuses is left as it is. */
async function normalizeStoredContent(db: Kysely<unknown>): Promise<void> {
  const normal = (game: number, text: string | null): string | null => {
    if (text === null) return null;
    try {
      const quote = quoteBet(game, JSON.parse(text));
      return quote.ok ? JSON.stringify(quote.value.content) : text;
    } catch {
      return text;
    }
  };
  for (let after = 0; ;) {
    const { rows } = await sql<{
      id: number;
      game_code: number;
      bet_content: string;
      new_content: string | null;
    }>`
      select id, game_code, bet_content, new_content from orders where id > ${after} order by id limit ${BATCH}`.execute(
      db,
    );
    for (const row of rows) {
      const bet = normal(row.game_code, row.bet_content);
      const ticketed = normal(row.game_code, row.new_content);
      if (bet !== row.bet_content || ticketed !== row.new_content)
        await sql`update orders set bet_content = ${bet}, new_content = ${ticketed} where id = ${row.id}`.execute(
          db,
        );
    }
    if (rows.length < BATCH) return;
    after = Number(rows.at(-1)!.id);
  }
}
