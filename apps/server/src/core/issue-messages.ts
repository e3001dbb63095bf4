import { PLAYER_CONSENT_TEXT } from '@dzzs/shared';
import type { ValidationIssue } from './errors.ts';
import type { Lang } from './i18n.ts';

// Words for a refused input field, in both languages: used for HTTP answers and for the platform CLI alike.

const zh = {
  required: (f: string) => `请填写 ${f}`,
  type: (f: string, t: string) => `${f} 应为${t}`,
  minLen: (f: string, n: unknown) => `${f} 至少 ${n} 个字符`,
  maxLen: (f: string, n: unknown) => `${f} 最多 ${n} 个字符`,
  min: (f: string, n: unknown) => `${f} 不能小于 ${n}`,
  max: (f: string, n: unknown) => `${f} 不能大于 ${n}`,
  above: (f: string, n: unknown) => `${f} 应大于 ${n}`,
  below: (f: string, n: unknown) => `${f} 应小于 ${n}`,
  minItems: (f: string, n: unknown) => `${f} 至少 ${n} 项`,
  maxItems: (f: string, n: unknown) => `${f} 最多 ${n} 项`,
  int: (f: string) => `${f} 应为整数`,
  oneOf: (f: string, v: string) => `${f} 只能是 ${v}`,
  unknown: (keys: string) => `不支持的参数 ${keys}`,
  invalid: (f: string) => `${f} 格式不正确`,
};
const en: typeof zh = {
  required: (f) => `${f} is required`,
  type: (f, t) => `${f} must be ${t}`,
  minLen: (f, n) => `${f} must be at least ${n} characters`,
  maxLen: (f, n) => `${f} must be at most ${n} characters`,
  min: (f, n) => `${f} must be at least ${n}`,
  max: (f, n) => `${f} must be at most ${n}`,
  above: (f, n) => `${f} must be greater than ${n}`,
  below: (f, n) => `${f} must be less than ${n}`,
  minItems: (f, n) => `${f} needs at least ${n} items`,
  maxItems: (f, n) => `${f} allows at most ${n} items`,
  int: (f) => `${f} must be a whole number`,
  oneOf: (f, v) => `${f} must be one of ${v}`,
  unknown: (keys) => `Unknown parameter ${keys}`,
  invalid: (f) => `${f} is not valid`,
};

/** Messages for named formats used in shared schemas (fields.ts). */
const FORMAT_MESSAGES: Record<
  string,
  { zh: (f: string, a: string[]) => string; en: (f: string, a: string[]) => string }
> = {
  mobile_format: { zh: (f) => `${f} 应为 11 位手机号`, en: (f) => `${f} must be an 11-digit mobile number` },
  email_format: { zh: (f) => `${f} 应为有效的邮箱地址`, en: (f) => `${f} must be a valid e-mail address` },
  password_chars: {
    zh: (f) => `${f} 不能包含 & < > " ' 或换行`,
    en: (f) => `${f} must not contain & < > " ' or line breaks`,
  },
  username_format: {
    zh: (f) => `${f} 须以字母开头，3–16 位字母、数字或下划线`,
    en: (f) => `${f} must start with a letter and have 3–16 letters, digits or underscores`,
  },
  username_digits: {
    zh: (f) => `${f} 不支持纯数字，须以字母开头`,
    en: (f) => `${f} cannot be all digits; start it with a letter`,
  },
  id_number_format: {
    zh: (f) => `${f} 应为 15 或 18 位身份证号（末位可为 X），或留空`,
    en: (f) => `${f} must be a 15- or 18-digit ID number (the last may be X), or empty`,
  },
  staff_range_order: {
    zh: (f) => `${f} 最低金额不能大于最高金额`,
    en: (f) => `${f}: the lowest amount must not be above the highest`,
  },
  code_format: { zh: (f) => `${f} 应为 6 位数字验证码`, en: (f) => `${f} must be the 6-digit code` },
  issue_format: {
    zh: (f) => `${f} 应为 5–12 位数字期号`,
    en: (f) => `${f} must be an issue number of 5–12 digits`,
  },
  date_format: {
    zh: (f) => `${f} 应为 YYYY-M-D 日期或时间戳`,
    en: (f) => `${f} must be a YYYY-M-D date or unix seconds`,
  },
  stat_date_format: {
    zh: (f) => `${f} 应为存在的日期 YYYY-MM-DD`,
    en: (f) => `${f} must be a date that exists, YYYY-MM-DD`,
  },
  stat_date_years: {
    zh: (f, [min, max]) => `${f} 应在 ${min} 年到 ${max} 年之间`,
    en: (f, [min, max]) => `${f} must be between the years ${min} and ${max}`,
  },
  stat_date_order: {
    zh: (f) => `${f} 开始日期不能晚于结束日期`,
    en: (f) => `${f}: the start must not be after the end`,
  },
  stat_day_bucket: {
    zh: (f, [n]) => `${f} 按日统计的范围最多 ${n} 天，请按周或按月`,
    en: (f, [n]) => `${f}: a range by day covers at most ${n} days; use weeks or months`,
  },
  money_format: {
    zh: (f) => `${f} 应为金额（元），最多两位小数`,
    en: (f) => `${f} must be an amount in yuan with at most two decimals`,
  },
  money_range: {
    zh: (f, [min, max]) => `${f} 应在 ${min} 元到 ${max} 元之间`,
    en: (f, [min, max]) => `${f} must be between ${min} and ${max} yuan`,
  },
  required: { zh: (f) => `请填写 ${f}`, en: (f) => `${f} is required` },
  trade_no_format: {
    zh: (f) => `${f} 应为充值单号（P 开头，20 位字母数字）`,
    en: (f) => `${f} must be a trade number (P and 19 letters or digits)`,
  },
  push_url_format: {
    zh: (f) => `${f} 应为 http:// 或 https:// 开头的推送接口地址（不含账号密码），或留空解除绑定`,
    en: (f) =>
      `${f} must be an http:// or https:// push address (without user or password), or empty to unbind`,
  },
  text_control_line: {
    zh: (f) => `${f} 含有控制字符或换行，请只填写一行可见的文字`,
    en: (f) => `${f} contains a control character or a line break; write one line of visible text`,
  },
  text_control: {
    zh: (f) => `${f} 含有控制字符，请删除后再试`,
    en: (f) => `${f} contains a control character; remove it and try again`,
  },
  pool_duplicate_tier: {
    zh: (f) => `${f} 重复：同一奖级只能给一次（01 与 1 是同一奖级）`,
    en: (f) => `${f} repeats a tier: give each tier once (01 and 1 are the same tier)`,
  },
  order_id_format: {
    zh: (f) => `${f} 应为订单编号（字母、数字）`,
    en: (f) => `${f} must be an order number (letters and digits)`,
  },
  invite_code_format: {
    zh: (f) => `${f} 应为 4–16 位字母或数字的邀请码`,
    en: (f) => `${f} must be an invite code of 4–16 letters or digits`,
  },
  alipay_account_format: {
    zh: (f) => `${f} 应为支付宝账号：11 位手机号或邮箱地址`,
    en: (f) => `${f} must be an Alipay account: an 11-digit mobile number or an e-mail address`,
  },
  bank_card_format: {
    zh: (f) => `${f} 应为 12–19 位数字的银行卡号，请核对是否输错`,
    en: (f) => `${f} must be a bank card number of 12–19 digits; check it for a mistyped digit`,
  },
  contact_format: {
    zh: (f) => `${f} 应为 11 位手机号或邮箱地址`,
    en: (f) => `${f} must be an 11-digit mobile number or an e-mail address`,
  },
  flag_value: { zh: (f) => `${f} 只能是 0 或 1`, en: (f) => `${f} must be 0 or 1` },
  pid_format: {
    zh: (f) => `${f} 应为 4–20 位数字（51新支付平台的 pid）`,
    en: (f) => `${f} must be 4–20 digits (the pid at 51新支付)`,
  },
  int_range: {
    zh: (f, [min, max]) => `${f} 应为 ${min} 到 ${max} 之间的整数`,
    en: (f, [min, max]) => `${f} must be a whole number from ${min} to ${max}`,
  },
  rate_step: {
    zh: (f) => `${f} 应为比例（如 0.015 即 1.5%），最多精确到 0.01%`,
    en: (f) => `${f} must be a fraction (0.015 is 1.5 %) in steps of 0.01 %`,
  },
  consent_required: {
    zh: (f) => `${f}：请先勾选“${PLAYER_CONSENT_TEXT.zh}”（${f} 为 1）`,
    en: (f) => `${f}: tick “${PLAYER_CONSENT_TEXT.en}” first (${f} 1)`,
  },
  order_states_format: {
    zh: (f) => `${f} 应为订单状态 0–11，多个用逗号分隔，99 表示全部`,
    en: (f) => `${f} must be order states 0–11 separated by commas, or 99 for all`,
  },
};

function typeName(expected: unknown, lang: Lang): string {
  const names: Record<string, [string, string]> = {
    string: ['文本', 'text'],
    number: ['数字', 'a number'],
    int: ['整数', 'a whole number'],
    boolean: ['布尔值', 'true or false'],
    array: ['列表', 'a list'],
    object: ['对象', 'an object'],
    record: ['对象（键 → 值，如奖级 → 金额）', 'an object of key → value (such as tier → amount)'],
  };
  const pair = names[String(expected)] ?? [String(expected), String(expected)];
  return lang === 'en' ? pair[1] : pair[0];
}

function fieldName(path: PropertyKey[]): string {
  return path.length ? path.map(String).join('.') : 'body';
}

/** One sentence naming the field and what is allowed, for the first issue of a failed validation. */
export function describeIssue(issue: ValidationIssue, lang: Lang): string {
  const t = lang === 'en' ? en : zh;
  const field = fieldName(issue.path);
  const [formatKey, ...args] = issue.message.split(':');
  const named = formatKey ? FORMAT_MESSAGES[formatKey] : undefined;
  if (named) return lang === 'en' ? named.en(field, args) : named.zh(field, args);
  switch (issue.code) {
    case 'invalid_type':
      if (/received undefined/.test(issue.message)) return t.required(field);
      return t.type(field, typeName(issue.expected, lang));
    case 'too_small': {
      if (issue.origin === 'string')
        return Number(issue.minimum) <= 1 ? t.required(field) : t.minLen(field, issue.minimum);
      if (issue.origin === 'array' || issue.origin === 'set') return t.minItems(field, issue.minimum);
      // Whole numbers: past the safe-integer bound is "not a whole number", and positive() means at least 1.
      if (Math.abs(Number(issue.minimum)) >= Number.MAX_SAFE_INTEGER)
        return t.type(field, typeName('int', lang));
      if (issue.inclusive === false && Number(issue.minimum) === 0) return t.min(field, 1);
      // gt(): the bound itself is not allowed either.
      return issue.inclusive === false ? t.above(field, issue.minimum) : t.min(field, issue.minimum);
    }
    case 'too_big':
      if (issue.origin === 'string') return t.maxLen(field, issue.maximum);
      if (issue.origin === 'array' || issue.origin === 'set') return t.maxItems(field, issue.maximum);
      if (Math.abs(Number(issue.maximum)) >= Number.MAX_SAFE_INTEGER)
        return t.type(field, typeName('int', lang));
      return issue.inclusive === false ? t.below(field, issue.maximum) : t.max(field, issue.maximum);
    case 'invalid_value':
      return t.oneOf(field, ((issue.values as unknown[]) ?? []).map((v) => JSON.stringify(v)).join(', '));
    case 'unrecognized_keys': {
      const keys = ((issue.keys as string[]) ?? []).map((k) => (issue.path.length ? `${field}.${k}` : k));
      return t.unknown(keys.join(', '));
    }
    case 'invalid_union': {
      const branches = (issue.errors as ValidationIssue[][] | undefined) ?? [];
      const literals = branches
        .flat()
        .filter((i) => i.code === 'invalid_value')
        .flatMap((i) => (i.values as unknown[]) ?? []);
      if (literals.length)
        return t.oneOf(field, [...new Set(literals.map((v) => JSON.stringify(v)))].join(', '));
      return t.invalid(field);
    }
    case 'invalid_format':
      return t.invalid(field);
    case 'not_multiple_of':
      return t.invalid(field);
    default:
      return t.invalid(field);
  }
}
