// Payment channels a shop offers its players (收款管理, docs/money.md "Payment channels and players' recharges"):
// states, the fields of the application forms and the one set of validators the web runs before submitting and the
// server runs before storing. Kept apart from the wire schemas so a page does not load the schema library.

/** `record` of a channel in the list: null (never applied, 去开通) or the state of this shop's application. */
export const RECEIPT_STATE_LABELS = {
  0: { zh: '审核中', en: 'Under review' },
  1: { zh: '收款开启', en: 'Open' },
  2: { zh: '审核未通过(点击修改)', en: 'Rejected (tap to edit)' },
  3: { zh: '收款关闭', en: 'Closed' },
} as const;

/** Channel ids the app treats specially. */
export const RECEIPT_CHANNEL = {
  /** 线下收款码: the shop's own QR code; players pay outside the app and the shop confirms. */
  offline: 999,
  /** 51新支付 and its aggregated variant: the shop sets its pid on that platform. */
  newPay: 3,
  newPayAggregated: 201,
  /** 支付宝当面付: paid to the shop's own Alipay merchant once the platform registers it. */
  alipayF2F: 1,
} as const;

/** Channels whose shop sets a 51新支付 pid (设置PID). */
export const PID_CHANNELS: readonly number[] = [RECEIPT_CHANNEL.newPay, RECEIPT_CHANNEL.newPayAggregated];

export const RECEIPT_LIMITS = {
  /** A text field of an application form. */
  textMax: 100,
  /** A 51新支付 pid: digits only. */
  pid: { min: 4, max: 20 },
  /** One recharge of a player (fen): 1 to 50 000 yuan. */
  recharge: { minFen: 1_00, maxFen: 50_000_00 },
  /** A rejection's reason (platform CLI). */
  reasonMax: 200,
} as const;

/** Offline recharge of a player: waiting for the shop, credited, refused. */
export const OfflineRechargeState = { pending: 0, confirmed: 1, refused: 2 } as const;
export type OfflineRechargeState = (typeof OfflineRechargeState)[keyof typeof OfflineRechargeState];
export const OFFLINE_RECHARGE_STATE_LABELS = {
  0: { zh: '待确认', en: 'Waiting' },
  1: { zh: '已到账', en: 'Credited' },
  2: { zh: '已拒绝', en: 'Refused' },
} as const;

export type ReceiptFieldKind = 'img' | 'text' | 'phone' | 'idcard' | 'email' | 'date';

/** One field of a channel's application form (the channel's `model`). */
export interface ReceiptField {
  key: string;
  /** Chinese label as the platform wrote it; the app shows RECEIPT_FIELD_LABELS when it knows the key. */
  label: string;
  kind: ReceiptFieldKind;
  required: boolean;
}

/** Every field name an application form may carry (the earlier app's names), with its labels. */
export const RECEIPT_FIELD_LABELS = {
  ticai_SalesAgent: { zh: '体彩代销证', en: 'Sports lottery agency licence' },
  fucai_SalesAgent: { zh: '福彩代销证', en: 'Welfare lottery agency licence' },
  shop_headImg: { zh: '门头照', en: 'Shop front photo' },
  shop_indoorImg: { zh: '店内照', en: 'Shop interior photo' },
  identificationNumb: { zh: '身份证号', en: 'ID number' },
  identification_front: { zh: '身份证人像面', en: 'ID card, photo side' },
  identification_reverse: { zh: '身份证国徽面', en: 'ID card, emblem side' },
  hold_identification: { zh: '手持身份证照', en: 'Photo holding the ID card' },
  identification_start: { zh: '身份证有效期开始', en: 'ID valid from' },
  identification_end: { zh: '身份证有效期结束', en: 'ID valid until' },
  identification_address: { zh: '身份证地址', en: 'Address on the ID card' },
  businessLicense_img: { zh: '营业执照', en: 'Business licence' },
  machine_identification: { zh: '机器编号', en: 'Terminal number' },
  machine_SalesAgent: { zh: '机器代销证', en: 'Terminal licence' },
  shop_location: { zh: '店铺所在地区', en: 'Shop region' },
  shop_detailedAddress: { zh: '店铺详细地址', en: 'Shop address in full' },
  shop_fullName: { zh: '店铺全称', en: 'Shop full name' },
  shop_forShort: { zh: '店铺简称', en: 'Shop short name' },
  bankCard_num: { zh: '银行卡号', en: 'Bank card number' },
  bank_number: { zh: '银行联行号', en: 'Bank code' },
  branch_bank: { zh: '开户支行', en: 'Branch' },
  openingBank_address: { zh: '开户行地址', en: 'Bank address' },
  bankCard_frontImg: { zh: '银行卡正面', en: 'Bank card, front' },
  email: { zh: '邮箱', en: 'E-mail' },
  phone_number: { zh: '手机号', en: 'Mobile number' },
  name: { zh: '姓名', en: 'Name' },
  Alipay_account: { zh: '支付宝账号', en: 'Alipay account' },
  commission_num: { zh: '委托书编号', en: 'Authorisation number' },
  commission_startline: { zh: '委托书开始日期', en: 'Authorisation from' },
  commission_deadline: { zh: '委托书截止日期', en: 'Authorisation until' },
  number: { zh: '编号', en: 'Number' },
  realname: { zh: '真实姓名', en: 'Legal name' },
  commission_img: { zh: '委托书照片', en: 'Authorisation photo' },
  shopSign: { zh: '店铺招牌', en: 'Shop sign' },
  indoor_img: { zh: '店内照片', en: 'Interior photo' },
  zfb_account: { zh: '支付宝账号', en: 'Alipay account' },
  yh_account: { zh: '银行账号', en: 'Bank account' },
  yh_affiliation: { zh: '开户银行', en: 'Bank' },
  shopAddress: { zh: '店铺地址', en: 'Shop address' },
  in_hand_identityCard: { zh: '手持身份证照', en: 'Photo holding the ID card' },
  bankCard: { zh: '银行卡号', en: 'Bank card number' },
  identityCard_Fornt: { zh: '身份证人像面', en: 'ID card, photo side' },
  identityCard_Rear: { zh: '身份证国徽面', en: 'ID card, emblem side' },
  identityCard_num: { zh: '身份证号', en: 'ID number' },
  identityCard_orvertime: { zh: '身份证到期日', en: 'ID expiry date' },
  xianxia_shoukuangImg: { zh: '线下收款码', en: 'Offline payment QR code' },
} as const;
export type ReceiptFieldKey = keyof typeof RECEIPT_FIELD_LABELS;
export const RECEIPT_FIELD_KEYS = Object.keys(RECEIPT_FIELD_LABELS) as ReceiptFieldKey[];

/** What is wrong with a field's value. */
export type ReceiptFieldProblem = 'required' | 'phone' | 'idcard' | 'email' | 'date' | 'image' | 'tooLong';

const PHONE = /^1[3-9]\d{9}$/;
const ID_NUMBER = /^(\d{15}|\d{17}[\dXx])$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DATE = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;
/** An ID card valid for life says 长期 (long-term) instead of an end date. */
const FOR_LIFE = ['长期', 'long-term'];

function isDate(value: string): boolean {
  const m = DATE.exec(value);
  if (!m) return FOR_LIFE.includes(value.toLowerCase());
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/**
 * The problem of one value of a field, or null. `isImage` tells whether a value is an image this product stored
 * (the server checks its own storage; the web accepts what its upload answered).
 */
export function receiptFieldProblem(
  field: Pick<ReceiptField, 'kind' | 'required'>,
  raw: string | undefined,
  isImage: (url: string) => boolean,
): ReceiptFieldProblem | null {
  const value = (raw ?? '').trim();
  if (!value) return field.required || field.kind === 'img' ? 'required' : null;
  if (value.length > (field.kind === 'img' ? 500 : RECEIPT_LIMITS.textMax)) return 'tooLong';
  switch (field.kind) {
    case 'img':
      return isImage(value) ? null : 'image';
    case 'phone':
      return PHONE.test(value) ? null : 'phone';
    case 'idcard':
      return ID_NUMBER.test(value) ? null : 'idcard';
    case 'email':
      return EMAIL.test(value) ? null : 'email';
    case 'date':
      return isDate(value) ? null : 'date';
    case 'text':
      return null;
  }
}

/** A form's fields in the order the app shows them: the images, then the rest. */
const receiptFormOrder = (model: readonly ReceiptField[]): ReceiptField[] => [
  ...model.filter((f) => f.kind === 'img'),
  ...model.filter((f) => f.kind !== 'img'),
];

/**
 * The first field whose value is wrong, in the order the app shows the form, with its problem; null when the whole
 * form is right.
 */
export function receiptFormProblem(
  model: readonly ReceiptField[],
  values: Readonly<Record<string, string | undefined>>,
  isImage: (url: string) => boolean,
): { field: ReceiptField; problem: ReceiptFieldProblem } | null {
  for (const field of receiptFormOrder(model)) {
    const problem = receiptFieldProblem(field, values[field.key], isImage);
    if (problem) return { field, problem };
  }
  return null;
}

/** A 51新支付 pid: digits only, of a sensible length. */
export const NEW_PAY_PID = new RegExp(`^\\d{${RECEIPT_LIMITS.pid.min},${RECEIPT_LIMITS.pid.max}}$`);
export const isNewPayPid = (pid: string) => NEW_PAY_PID.test(pid);

/** The label of a field in a language: the known label of its key, else what the platform wrote. */
export function receiptFieldLabel(field: Pick<ReceiptField, 'key' | 'label'>, lang: 'zh' | 'en'): string {
  const known = (RECEIPT_FIELD_LABELS as Record<string, { zh: string; en: string }>)[field.key];
  return known ? known[lang] : field.label;
}

/** The fee rate as shown ("0.38"): the channel keeps it in hundredths of a percent. */
export const rateText = (basisPoints: number) => (basisPoints / 100).toFixed(2);
