import { registerResources } from '@dzzs/web-shared/i18n/index.ts';
import { en } from './i18n-en.ts';

// Labels of the statistics pages (docs/statistics.md); the earlier app's words where it had them.

const zh = {
  filter: {
    allStaff: '全部',
    staff: '选择员工',
    custom: '自定义',
    today: '今天',
    yesterday: '昨天',
    week: '本周',
    month: '本月',
    lastMonth: '上月',
  },
  waterfall: {
    vsPrevious: '上期 ¥{{money}}',
    noPrevious: '上期为0',
    previous: '与上期（{{start}} ~ {{end}}）相比',
  },
  cards: {
    ticketedTotal: '出票总金额',
    awardedTotal: '中奖总金额(已派奖)',
    ticketedDetail: '出票详情',
    awardedDetail: '中奖详情(已派奖)',
    reconcile: '对账汇总',
    escrow: '托管余额',
    serviceFee: '服务费支出',
    recharge: '充值总金额',
    withdrawal: '提现总金额',
    adjustments: '加扣款统计',
    added: '加款金额',
    view: '查看明细',
    deducted: '扣款金额',
  },
  rank: {
    orders_one: '{{count}}单',
    orders_other: '{{count}}单',
    spendAwarded: '投注 ¥{{spend}} · 中奖 ¥{{awarded}}',
    median: '接单到出票中位 {{time}}',
    minutes: '{{m}}分{{s}}秒',
    seconds: '{{s}}秒',
    agent_one: '{{count}}位下级 · 佣金{{rate}}% · 应付 ¥{{commission}}',
    agent_other: '{{count}}位下级 · 佣金{{rate}}% · 应付 ¥{{commission}}',
    empty: '暂无数据',
  },
  detail: {
    orders_one: '{{count}}单',
    orders_other: '{{count}}单',
    share: '占比 {{share}}%',
    empty: '暂无记录',
    total: '合计',
    orderNo: '订单号',
  },
  pay: {
    channel_one: '{{count}}条，共{{money}}元',
    channel_other: '{{count}}条，共{{money}}元',
    total_one: '合计 {{count}}条，共{{money}}元',
    total_other: '合计 {{count}}条，共{{money}}元',
    empty: '暂无充值记录',
    source: '来源',
    time: '时间',
    orderNo: '订单号',
    detail: '充值详情',
  },
  adjust: {
    add: '加款',
    deduct: '扣款',
    system: '系统',
    dates: '选择日期',
    empty: '暂无记录',
    total: '合计',
  },
  export: {
    csv: '导出 CSV',
    xlsx: '导出 Excel',
  },
  retry: '加载失败，点击重试',
};

export type StatisticsResources = typeof zh;

registerResources('statistics', zh, en);

export const STATISTICS_NS = 'statistics';
