import { registerResources } from '@dzzs/web-shared/i18n/index.ts';
import { en } from './i18n-en.ts';

// Labels of the recharge page (docs/money.md, "Recharges and payment providers"); the earlier app's words where it
// had them.

const zh = {
  balance: '店铺余额：',
  refresh: '刷新余额',
  own: '本店铺充值',
  partner: '合作店铺充值',
  partnerBalance: '合作店铺余额：',
  choosePartner: '请选择合作店铺',
  partnerList: '选择合作店铺',
  noPartners: '暂无可充值的合作店铺',
  partnerRow: '{{name}}(ID.{{id}})',
  amount: '充值金额',
  custom: '其他金额',
  customPlaceholder: '请输入充值金额',
  payment: '支付方式',
  online: '支付宝/在线支付',
  fromBalance: '店铺余额支付',
  submit: '立即充值',
  opening: '正在前往支付…',
  result: '充值结果',
  tradeNo: '充值单号：{{trade}}',
  partnerMissing: '请先选择合作店铺',
  qrTitle: '支付宝扫码支付',
  qrScan: '请使用支付宝扫码支付',
  qrAlt: '支付宝付款码',
  qrOpen: '在本机打开支付宝',
  qrPaid: '已支付，刷新',
};

export type RechargeResources = typeof zh;

registerResources('recharge', zh, en);

export const RECHARGE_NS = 'recharge';
