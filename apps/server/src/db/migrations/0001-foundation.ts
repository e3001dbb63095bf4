import { sql } from 'kysely';
import { notNullDefault as d, withId, type Migration } from './helpers.ts';

export const foundation: Migration = {
  name: '0001-foundation',
  async up(db, dialect) {
    await withId(db.schema.createTable('users'), dialect)
      .addColumn('username', 'varchar(32)', (c) => c.notNull().unique())
      .addColumn('nickname', 'varchar(50)', d(''))
      .addColumn('avatar', 'varchar(255)', d(''))
      .addColumn('mobile', 'varchar(11)', d(''))
      .addColumn('email', 'varchar(100)', d(''))
      .addColumn('password_hash', 'varchar(200)', (c) => c.notNull())
      .addColumn('group_id', 'integer', (c) => c.notNull())
      .addColumn('shop_id', 'integer', d(0))
      .addColumn('money', 'bigint', d(0))
      .addColumn('status', 'integer', d(1))
      .addColumn('login_failure', 'integer', d(0))
      .addColumn('lock_until', 'bigint', d(0))
      .addColumn('last_login_time', 'bigint', d(0))
      .addColumn('last_login_ip', 'varchar(50)', d(''))
      .addColumn('real_name', 'integer', d(0))
      .addColumn('sfz_id', 'varchar(18)', d(''))
      .addColumn('sfz_name', 'varchar(50)', d(''))
      .addColumn('push_key', 'varchar(64)', d(''))
      .addColumn('inviter_id', 'integer')
      .addColumn('create_time', 'bigint', (c) => c.notNull())
      .addColumn('update_time', 'bigint', (c) => c.notNull())
      .addCheckConstraint('users_money_not_negative', sql`money >= 0`)
      .execute();
    // Usernames are unique regardless of letter case, and login looks them up the same way.
    await sql`create unique index users_username_lower on users (lower(username))`.execute(db);
    // Empty strings mean "not bound", so uniqueness applies only to real addresses.
    await sql`create unique index users_mobile_unique on users (mobile) where mobile <> ''`.execute(db);
    await sql`create unique index users_email_unique on users (email) where email <> ''`.execute(db);
    await db.schema.createIndex('users_shop_group').on('users').columns(['shop_id', 'group_id']).execute();

    await db.schema
      .createTable('shop_config')
      .addColumn('shop_id', 'integer', (c) => c.primaryKey().references('users.id'))
      .addColumn('store_certification', 'integer', d(0))
      .addColumn('store_certification_memo', 'varchar(255)', d(''))
      .addColumn('store_id_type', 'varchar(10)', d('image'))
      .addColumn('store_id', 'text', d('[]'))
      .addColumn('isneedimgnumber', 'integer', d(0))
      .addColumn('wechat', 'varchar(50)', d(''))
      .addColumn('telephone', 'varchar(30)', d(''))
      .addColumn('address', 'varchar(255)', d(''))
      .addColumn('service_charge_bp', 'integer', d(0))
      .addColumn('create_time', 'bigint', (c) => c.notNull())
      .addColumn('update_time', 'bigint', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('clerk_config')
      .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id'))
      .addColumn('shop_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('state', 'integer', d(1))
      .addColumn('real_name', 'varchar(50)', d(''))
      .addColumn('remarks', 'varchar(255)', d(''))
      .addColumn('sfz', 'varchar(18)', d(''))
      .addColumn('view_userlist', 'integer', d(0))
      .addColumn('cooperation', 'integer', d(0))
      .addColumn('award', 'integer', d(0))
      .addColumn('create_time', 'bigint', (c) => c.notNull())
      .addColumn('update_time', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('clerk_config_shop').on('clerk_config').column('shop_id').execute();

    await db.schema
      .createTable('tokens')
      .addColumn('token_hash', 'char(64)', (c) => c.primaryKey())
      .addColumn('type', 'varchar(15)', (c) => c.notNull())
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('create_time', 'bigint', (c) => c.notNull())
      .addColumn('expire_time', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('tokens_user').on('tokens').column('user_id').execute();

    await withId(db.schema.createTable('verification_codes'), dialect)
      .addColumn('channel', 'varchar(10)', (c) => c.notNull())
      .addColumn('address', 'varchar(100)', (c) => c.notNull())
      .addColumn('event', 'varchar(20)', (c) => c.notNull())
      .addColumn('code_hash', 'char(64)', (c) => c.notNull())
      .addColumn('attempts', 'integer', d(0))
      .addColumn('create_time', 'bigint', (c) => c.notNull())
      .addColumn('expire_time', 'bigint', (c) => c.notNull())
      .addColumn('used_time', 'bigint')
      .execute();
    await db.schema
      .createIndex('verification_codes_address')
      .on('verification_codes')
      .columns(['address', 'create_time'])
      .execute();

    await db.schema
      .createTable('captchas')
      .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
      .addColumn('answer_hash', 'char(64)', (c) => c.notNull())
      .addColumn('expire_time', 'bigint', (c) => c.notNull())
      .execute();

    await withId(db.schema.createTable('app_versions'), dialect)
      .addColumn('version_code', 'integer', (c) => c.notNull().unique())
      .addColumn('version_name', 'varchar(20)', (c) => c.notNull())
      .addColumn('update_text', 'text', d(''))
      .addColumn('download_ios', 'varchar(255)', d(''))
      .addColumn('download_android', 'varchar(255)', d(''))
      .addColumn('hot_update_url', 'varchar(255)', d(''))
      .addColumn('is_hot', 'integer', d(0))
      .addColumn('create_time', 'bigint', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('settings')
      .addColumn('key', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('value', 'text', (c) => c.notNull())
      .addColumn('update_time', 'bigint', (c) => c.notNull())
      .execute();

    await withId(db.schema.createTable('money_log'), dialect)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
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
      .execute();
    await db.schema.createIndex('money_log_user').on('money_log').columns(['user_id', 'id']).execute();
    await db.schema
      .createIndex('money_log_shop_type_time')
      .on('money_log')
      .columns(['shop_id', 'type', 'create_time'])
      .execute();
  },
};
