import { sql } from 'kysely';
import { notNullDefault as d, withId, type Migration } from './helpers.ts';

/**
 * Chat and customer service (docs/chat.md).
 * - `chat_messages`: every message, private or to a shop's group, in its `thread` ('g<shop>' for a shop's group,
 *   '<low id>-<high id>' for two accounts), read a page at a time by (thread, id);
 * - `chat_conversations`: one row per account and private peer, kept with the last message and the unread count as
 *   messages arrive, so that the conversation list reads a page of rows instead of grouping every message;
 * - `chat_readers`: one row per account that chats: its private unread total and how far it has read its shop's
 *   group (a group message is not copied into a row per member: its unread count is counted from the thread).
 */
export const chat: Migration = {
  name: '0015-chat',
  async up(db, dialect) {
    await withId(db.schema.createTable('chat_messages'), dialect)
      .addColumn('thread', 'varchar(40)', (c) => c.notNull())
      .addColumn('shop_id', 'integer', (c) => c.notNull())
      .addColumn('from_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('to_id', 'integer', d(0))
      .addColumn('kind', 'varchar(10)', d('text'))
      .addColumn('content', 'varchar(2000)', (c) => c.notNull())
      .addColumn('state', 'integer', d(0))
      .addColumn('create_time', 'bigint', (c) => c.notNull())
      .addCheckConstraint('chat_messages_kind', sql`kind in ('text', 'image')`)
      .addCheckConstraint('chat_messages_state', sql`state in (0, 1)`)
      .execute();
    await db.schema
      .createIndex('chat_messages_thread')
      .on('chat_messages')
      .columns(['thread', 'id'])
      .execute();

    await withId(db.schema.createTable('chat_conversations'), dialect)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('peer_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('thread', 'varchar(40)', (c) => c.notNull())
      .addColumn('shop_id', 'integer', (c) => c.notNull())
      .addColumn('last_message_id', 'integer', d(0))
      .addColumn('last_time', 'bigint', d(0))
      .addColumn('unread', 'integer', d(0))
      .addColumn('hidden', 'integer', d(0))
      .addUniqueConstraint('chat_conversations_pair', ['user_id', 'peer_id'])
      .addCheckConstraint('chat_conversations_unread', sql`unread >= 0`)
      .execute();
    await db.schema
      .createIndex('chat_conversations_list')
      .on('chat_conversations')
      .columns(['user_id', 'hidden', 'last_time', 'id'])
      .execute();

    await db.schema
      .createTable('chat_readers')
      .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id'))
      .addColumn('unread_total', 'integer', d(0))
      .addColumn('group_read_id', 'integer', d(0))
      .addColumn('group_hidden_id', 'integer', d(0))
      .addCheckConstraint('chat_readers_unread', sql`unread_total >= 0`)
      .execute();
  },
};
