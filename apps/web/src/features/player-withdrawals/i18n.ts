import { registerResources } from '@dzzs/web-shared/i18n/index.ts';
import { en } from './i18n-en.ts';

// Labels of players' withdrawal requests (docs/money.md, "Players' withdrawals"); the earlier app's words where it
// had them.

const zh = {
  tabs: {
    inShop: '店内提现',
    partner: '合作店铺提现',
    partnerEmpty: '暂无合作店铺提现',
    partnerHint:
      '彩民的余额只存放在其所属店铺，提现都由所属店铺在「店内提现」处理；合作店铺之间的往来通过合作余额结算。',
  },
  requests: {
    history: '历史记录',
    empty: '暂无提现申请',
    reject: '拒绝',
    agree: '同意',
    agreeConfirm: '确定同意({{name}})的提现申请吗？',
    agreeHint: '同意即表示已向用户付款 ¥{{money}}（{{method}}）',
    rejectTitle: '拒绝{{name}}的提现申请',
    rejectPlaceholder: '请输入拒绝的理由避免纠纷~',
    reasonRequired: '请输入拒绝的理由',
    arrived: '收到新的提现申请',
  },
  card: {
    name: '{{name}}(ID:{{id}})',
    user: '用户昵称',
    account: '{{method}}账号',
    contact: '联系方式',
    realName: '真实姓名',
    applied: '申请时间',
    handled: '处理时间',
    reason: '撤销理由',
    copy: '复制',
    copied: '已复制',
    copyFailed: '复制失败，请长按选择',
    history: '{{name}} 提现 ¥{{money}} 的记录',
  },
  history: {
    settled: '已结算',
    rejected: '已撤销',
    state: '选择状态',
    dates: '选择日期',
    empty: '暂无记录',
  },
};

export type PlayerWithdrawalsResources = typeof zh;

registerResources('player-withdrawals', zh, en);

export const PLAYER_WITHDRAWALS_NS = 'player-withdrawals';
