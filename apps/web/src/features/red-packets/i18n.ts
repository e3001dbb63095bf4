import { registerResources } from '@dzzs/web-shared/i18n/index.ts';
import { en } from './i18n-en.ts';

// Labels of red packets (docs/money.md, "Red packets"); the earlier app's words where it had them.

const zh = {
  form: {
    amountRandom: '红包金额',
    amountFixed: '单个金额',
    amountPlaceholder: '请输入金额',
    count: '红包个数',
    countPlaceholder: '请输入个数（{{min}}-{{max}}个）',
    days: '红包有效期',
    daysPlaceholder: '请输入天数（{{min}}-{{max}}天）',
    daysUnit: '天',
    countUnit: '个',
    yuan: '元',
    title: '红包标题',
    balance: '店铺余额：¥{{money}}',
    switchTo: { random: '切换随机红包', fixed: '切换固定红包' },
    kind: { random: '当前为随机红包', fixed: '当前为固定红包' },
    send: '发红包',
    records: '红包记录',
  },
  check: {
    amountEmpty: '请输入{{field}}',
    amountBad: '{{field}}应大于0，最多两位小数',
    countEmpty: '请输入红包个数',
    countBad: '红包个数为{{min}}-{{max}}个',
    daysEmpty: '请输入红包有效期',
    daysBad: '红包有效期为{{min}}-{{max}}天',
    titleLong: '红包标题最多{{max}}个字',
    randomTooSmall: '每个红包至少0.01元，{{count}}个红包至少{{min}}元',
    tooMuch: '红包总额最多{{max}}元',
    short: '店铺余额不足（可用 {{money}} 元），请先充值',
  },
  tips: {
    title: '温馨提示',
    random: '随机红包：与微信拼手气红包一样，红包总额随机分成若干份，每份至少0.01元。',
    fixed: '固定红包：每个红包金额相同，总额 = 单个金额 × 红包个数。',
    balance: '红包从店铺余额中扣除，彩民抢到的金额直接进入其账户余额。',
    refund: '撤销红包或红包过期后，未领取的金额自动退回店铺余额。',
  },
  record: {
    empty: '还没有发过红包',
    endTime: '截止时间：{{time}}',
    claimed: '已领取 {{claimed}}/{{count}}',
    revoke: '撤销此红包',
    revokeConfirm: '确定撤销此红包吗？未领取的 ¥{{money}} 将退回店铺余额。',
    remaining: '未领取 ¥{{money}}',
    refunded: '已退回 ¥{{money}}',
  },
  detail: {
    total: '红包总额',
    count: '红包个数',
    createTime: '发送时间',
    endTime: '截止时间',
    receivers: '领取记录',
    nobody: '还没有人领取',
    history: '状态记录',
    receivedAt: '领取时间：{{time}}',
    close: '关闭',
  },
};

export type RedPacketsResources = typeof zh;
export const RED_PACKETS_NS = 'redPackets';

registerResources(RED_PACKETS_NS, zh, en);
