import type { Migration } from './helpers.ts';

/**
 * `push_links`: the address of a third-party push service each shop binds (推送绑定) to hear of new orders
 * (docs/push-links.md). It replaces `users.push_key`, a random value every account got at registration that nothing
 * read: the earlier app's "push key" was this address.
 */
export const pushLinks: Migration = {
  name: '0016-push-links',
  async up(db) {
    await db.schema
      .createTable('push_links')
      .addColumn('shop_id', 'integer', (c) => c.primaryKey().references('users.id'))
      .addColumn('url', 'varchar(500)', (c) => c.notNull())
      .addColumn('create_time', 'bigint', (c) => c.notNull())
      .addColumn('update_time', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.alterTable('users').dropColumn('push_key').execute();
  },
};
