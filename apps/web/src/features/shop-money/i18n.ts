import { registerResources } from '@dzzs/web-shared/i18n/index.ts';
import { en } from './i18n-en.ts';

// Labels of the shop's balance, its withdrawals and 托管余额 (docs/money.md); the earlier app's words where it had them.

const zh = {
  balance: {
    title: '店铺余额(元)',
    recharge: '充值',
    withdraw: '提现',
    dates: '时间筛选',
    empty: '暂无明细',
    after: '余额 {{money}}',
  },
  draw: {
    alipay: '支付宝提现',
    bank: '银行卡提现',
    account: '提现账号',
    addAlipay: '添加支付宝',
    addBank: '添加银行卡号码',
    change: '修改',
    alipayPlaceholder: '请输入支付宝账号（手机号或邮箱）',
    bankPlaceholder: '请输入银行卡号',
    digitsOnly: '仅支持数字！',
    badAlipay: '请输入正确的支付宝账号（手机号或邮箱）',
    badBank: '银行卡号有误，请核对后重新输入',
    warning: '请核对好账号是否正确，输入错误会导致提现无法到账',
    contact: '联系方式',
    contactPlaceholder: '请输入手机号或邮箱',
    badContact: '请输入正确的联系方式（手机号或邮箱）',
    amount: '提现金额',
    available: '可提现金额: {{money}}元',
    all: '全部提现',
    limit: '每日只能提现三次',
    noAccount: '请输入提现账号',
    badAmount: '提现金额不能为空，且金额必须大于1元',
    tooMuch: '单次最多提现{{max}}元',
    submit: '确认提现',
    records: '提现记录',
    confirm: '确定',
    cancel: '取消',
  },
  record: {
    dates: '时间筛选',
    all: '全部',
    success: '成功',
    failed: '失败',
    alipay: '支付宝提现',
    bank: '银行卡提现',
    memo: '备注',
    time: '时间',
    orderNo: '订单号',
    reason: '拒绝理由',
    settled: '结算时间',
    empty: '暂无提现记录',
    history: '提现 {{order}} 的记录',
  },
  escrow: {
    balanceTotal: '托管余额(元)',
    addTotal: '加款合计(元)',
    deductTotal: '扣款合计(元)',
    dates: '时间筛选',
    empty: '暂无记录',
    players: '共 {{count}} 位用户',
  },
};

export type ShopMoneyResources = typeof zh;

registerResources('shopMoney', zh, en);

export const SHOP_MONEY_NS = 'shopMoney';
