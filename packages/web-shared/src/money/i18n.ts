import { registerResources } from '../i18n/index.ts';

// The money field's refusals: each names the bound it breaks. Registered with the code that uses them (lazy pages).

const zh = {
  empty: '请输入金额',
  format: '金额只能是数字，最多两位小数',
  min: '最低 {{yuan}} 元',
  max: '单次最多 {{yuan}} 元',
  available: '超过可用余额 {{yuan}} 元',
};
export type MoneyInputResources = typeof zh;

const en: MoneyInputResources = {
  empty: 'Enter an amount',
  format: 'An amount is digits with at most two decimals',
  min: 'At least {{yuan}} yuan',
  max: 'At most {{yuan}} yuan at a time',
  available: 'More than the available balance of {{yuan}} yuan',
};

export const MONEY_INPUT_NS = 'money-input';
registerResources(MONEY_INPUT_NS, zh, en);
