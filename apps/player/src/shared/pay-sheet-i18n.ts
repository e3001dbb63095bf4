import { registerResources } from '@dzzs/web-shared/i18n/index.ts';

const zh = {
  title: '支付给店主',
  amount: '{{what}}：{{yuan}}元',
  balance: '剩余余额：{{yuan}}元',
  confirm: '确认支付',
  short: '余额不足！',
  recharge: '立即充值',
};
export type PayResources = typeof zh;

const en: PayResources = {
  title: 'Pay the shop',
  amount: '{{what}}: {{yuan}} yuan',
  balance: 'Balance after: {{yuan}} yuan',
  confirm: 'Pay',
  short: 'Balance too low!',
  recharge: 'Recharge now',
};

export const PAY_NS = 'pay';
registerResources(PAY_NS, zh, en);
