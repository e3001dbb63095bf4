import { registerResources } from '@dzzs/web-shared/i18n/index.ts';

const zh = {
  title: '我的',
  balance: '账户余额（元）',
  recharge: '充值',
  withdraw: '提现',
  amount: '金额（元）',
  amountPlaceholder: '请输入金额',
  channel: '支付方式',
  online: '在线支付',
  offline: '店主收款码',
  submitRecharge: '去支付',
  offlineHint: '请用收款码付款，店主确认后到账',
  openPay: '打开支付页面',
  type: '提现到',
  alipay: '支付宝',
  bank: '银行卡',
  number: '账号',
  realname: '真实姓名',
  contact: '联系方式',
  submitWithdraw: '提交提现',
  withdrawn: '提现申请已提交，等待店主处理',
  logout: '退出登录',
  language: 'English',
};
export type WalletResources = typeof zh;

const en: WalletResources = {
  title: 'Me',
  balance: 'Balance (yuan)',
  recharge: 'Recharge',
  withdraw: 'Withdraw',
  amount: 'Amount (yuan)',
  amountPlaceholder: 'Enter an amount',
  channel: 'Pay with',
  online: 'Online payment',
  offline: "Shop's QR code",
  submitRecharge: 'Pay',
  offlineHint: 'Pay with the QR code; the money arrives once the shop confirms',
  openPay: 'Open the payment page',
  type: 'Withdraw to',
  alipay: 'Alipay',
  bank: 'Bank card',
  number: 'Account',
  realname: 'Real name',
  contact: 'Contact',
  submitWithdraw: 'Request withdrawal',
  withdrawn: 'Withdrawal requested; the shop will handle it',
  logout: 'Log out',
  language: '中文',
};

export const WALLET_NS = 'wallet';
registerResources(WALLET_NS, zh, en);
