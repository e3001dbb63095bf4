import { notNullDefault as d, withId, type Migration } from './helpers.ts';

/**
 * Per-shop merchants of online payment channels (docs/money.md, "Whose merchant a payment is paid to"):
 * - `payment_merchants`: the merchant account at a provider that a shop's approved channel (`shop_receipts` row
 *   `receipt_id`, one merchant each) is paid to: an 易支付 pid and its key, or the Alipay app id of the shop that
 *   authorised the platform's app and the `app_auth_token` it granted (`secret`).
 * - `payments.merchant_id`: the merchant a payment was created for (0: the platform's own account); its
 *   notification is verified with that merchant's settings and no other.
 */
export const paymentMerchants: Migration = {
  name: '0026-payment-merchants',
  async up(db, dialect) {
    await withId(db.schema.createTable('payment_merchants'), dialect)
      .addColumn('shop_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('receipt_id', 'integer', (c) => c.notNull().unique().references('shop_receipts.id'))
      .addColumn('provider', 'varchar(20)', (c) => c.notNull())
      .addColumn('merchant_no', 'varchar(64)', (c) => c.notNull())
      .addColumn('secret', 'varchar(2000)', (c) => c.notNull())
      .addColumn('create_time', 'bigint', (c) => c.notNull())
      .addColumn('update_time', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.alterTable('payments').addColumn('merchant_id', 'integer', d(0)).execute();
  },
};
