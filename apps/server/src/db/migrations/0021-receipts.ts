import { sql } from 'kysely';
import { notNullDefault as d, withId, type Migration } from './helpers.ts';

/**
 * Payment channels (收款管理) and players' offline recharges (docs/money.md, "Payment channels and players'
 * recharges"):
 * - `receipt_channels`: the platform's channels, each with its fee rate (hundredths of a percent) and the
 *   application form (`model`: JSON fields key, label, kind, required), seeded here;
 * - `shop_receipts`: one shop's application for one channel (state 0 审核中, 1 开启, 2 驳回, 3 关闭), the form it sent,
 *   the platform's reason, the 51新支付 pid and the offline QR code;
 * - `offline_recharges`: a player's recharge through the shop's QR code (0 waiting, 1 credited, 2 refused).
 */
export const receipts: Migration = {
  name: '0021-receipts',
  async up(db, dialect) {
    await db.schema
      .createTable('receipt_channels')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('name', 'varchar(50)', (c) => c.notNull())
      .addColumn('icon', 'varchar(200)', d(''))
      .addColumn('title', 'varchar(20)', d('费率'))
      .addColumn('rate_bp', 'integer', d(0))
      .addColumn('model', 'text', (c) => c.notNull())
      .addColumn('sort', 'integer', d(0))
      .addColumn('enabled', 'integer', d(1))
      .addCheckConstraint('receipt_channels_rate', sql`rate_bp between 0 and 10000`)
      .execute();

    await withId(db.schema.createTable('shop_receipts'), dialect)
      .addColumn('shop_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('channel_id', 'integer', (c) => c.notNull().references('receipt_channels.id'))
      .addColumn('state', 'integer', d(0))
      .addColumn('form', 'text', d('{}'))
      .addColumn('ret_memo', 'varchar(200)', d(''))
      .addColumn('pid', 'varchar(30)', d(''))
      .addColumn('qr_url', 'varchar(500)', d(''))
      .addColumn('create_time', 'bigint', (c) => c.notNull())
      .addColumn('update_time', 'bigint', (c) => c.notNull())
      .addColumn('review_time', 'bigint', d(0))
      .addUniqueConstraint('shop_receipts_channel', ['shop_id', 'channel_id'])
      .addCheckConstraint('shop_receipts_state', sql`state between 0 and 3`)
      .execute();
    await db.schema.createIndex('shop_receipts_state').on('shop_receipts').columns(['state']).execute();

    await withId(db.schema.createTable('offline_recharges'), dialect)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('shop_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('fen', 'bigint', (c) => c.notNull())
      .addColumn('state', 'integer', d(0))
      .addColumn('handler_id', 'integer', d(0))
      .addColumn('create_time', 'bigint', (c) => c.notNull())
      .addColumn('handle_time', 'bigint', d(0))
      .addCheckConstraint('offline_recharges_fen', sql`fen > 0`)
      .addCheckConstraint('offline_recharges_state', sql`state between 0 and 2`)
      .execute();
    await db.schema
      .createIndex('offline_recharges_shop')
      .on('offline_recharges')
      .columns(['shop_id', 'state', 'id'])
      .execute();

    await db
      .insertInto('receipt_channels' as never)
      .values(CHANNELS as never)
      .execute();
  },
};

type Kind = 'img' | 'text' | 'phone' | 'idcard' | 'email' | 'date';
const f = (key: string, label: string, kind: Kind, required = true) => ({ key, label, kind, required });

// The channels as the platform first offers them; their forms use the earlier app's field names.
const CHANNELS = [
  {
    id: 1,
    name: '支付宝当面付',
    icon: 'alipay',
    title: '费率',
    rate_bp: 60,
    sort: 1,
    model: [
      f('shop_fullName', '店铺全称', 'text'),
      f('shop_forShort', '店铺简称', 'text'),
      f('name', '姓名', 'text'),
      f('identificationNumb', '身份证号', 'idcard'),
      f('identification_start', '身份证有效期开始', 'date'),
      f('identification_end', '身份证有效期结束', 'date'),
      f('phone_number', '手机号', 'phone'),
      f('email', '邮箱', 'email'),
      f('Alipay_account', '支付宝账号', 'text'),
      f('shop_detailedAddress', '店铺详细地址', 'text'),
      f('identification_front', '身份证人像面', 'img'),
      f('identification_reverse', '身份证国徽面', 'img'),
      f('shop_headImg', '门头照', 'img'),
      f('shop_indoorImg', '店内照', 'img'),
    ],
  },
  {
    id: 2,
    name: '随行付聚合支付',
    icon: 'suixing',
    title: '费率',
    rate_bp: 38,
    sort: 2,
    model: [
      f('name', '姓名', 'text'),
      f('identificationNumb', '身份证号', 'idcard'),
      f('phone_number', '手机号', 'phone'),
      f('bankCard_num', '银行卡号', 'text'),
      f('shop_detailedAddress', '店铺详细地址', 'text'),
      f('identification_front', '身份证人像面', 'img'),
      f('shop_headImg', '门头照', 'img'),
    ],
  },
  {
    id: 3,
    name: '51新支付',
    icon: 'newpay',
    title: '费率',
    rate_bp: 38,
    sort: 3,
    model: [
      f('realname', '真实姓名', 'text'),
      f('identityCard_num', '身份证号', 'idcard'),
      f('identityCard_orvertime', '身份证到期日', 'date'),
      f('phone_number', '手机号', 'phone'),
      f('bankCard', '银行卡号', 'text'),
      f('yh_affiliation', '开户银行', 'text'),
      f('shopAddress', '店铺地址', 'text'),
      f('identityCard_Fornt', '身份证人像面', 'img'),
      f('identityCard_Rear', '身份证国徽面', 'img'),
      f('in_hand_identityCard', '手持身份证照', 'img'),
      f('shopSign', '店铺招牌', 'img'),
    ],
  },
  {
    id: 201,
    name: '51新支付(聚合)',
    icon: 'newpay',
    title: '费率',
    rate_bp: 45,
    sort: 4,
    model: [
      f('shop_fullName', '店铺全称', 'text'),
      f('name', '姓名', 'text'),
      f('identificationNumb', '身份证号', 'idcard'),
      f('phone_number', '手机号', 'phone'),
      f('email', '邮箱', 'email', false),
      f('bankCard_num', '银行卡号', 'text'),
      f('bank_number', '银行联行号', 'text'),
      f('branch_bank', '开户支行', 'text'),
      f('openingBank_address', '开户行地址', 'text'),
      f('shop_detailedAddress', '店铺详细地址', 'text'),
      f('bankCard_frontImg', '银行卡正面', 'img'),
      f('ticai_SalesAgent', '体彩代销证', 'img'),
      f('businessLicense_img', '营业执照', 'img'),
    ],
  },
  {
    id: 999,
    name: '线下收款码',
    icon: 'offline',
    title: '费率',
    rate_bp: 0,
    sort: 5,
    model: [f('xianxia_shoukuangImg', '线下收款码', 'img')],
  },
].map((c) => ({ ...c, model: JSON.stringify(c.model) }));
