import { sql } from 'kysely';
import type { Migration } from './helpers.ts';

/**
 * A shop's account version also moves when its order list's version does (docs/accounts.md, "The mine page's kept
 * answer"): the mine page then checks one row, not two, before it answers from what it kept — the second read was
 * a third of the call's time. On PostgreSQL the bump fires at commit, like every account-version trigger since
 * migration 0035, so `account_versions` stays the last row a transaction locks.
 */
export const accountVersionOrders: Migration = {
  name: '0041-account-version-orders',
  async up(db, dialect) {
    if (dialect === 'postgres') {
      await sql`
        create constraint trigger order_list_versions_account after insert or update on order_list_versions
        deferrable initially deferred for each row execute function account_changed('shop_id')`.execute(db);
      return;
    }
    const bump = `insert into account_versions (shop_id, version) values (new.shop_id, 1)
      on conflict (shop_id) do update set version = account_versions.version + 1;`;
    for (const op of ['insert', 'update'])
      await sql
        .raw(
          `create trigger order_list_versions_account_${op} after ${op} on order_list_versions begin ${bump} end`,
        )
        .execute(db);
  },
};
