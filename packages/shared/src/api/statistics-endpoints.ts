import { endpointsOf } from './endpoint.ts';

// The statistics tab (docs/statistics.md). Figures any shop account reads (staff: only their own) are under
// `statistics`; the money blocks, the owner's alone, under `statistics-money`.

const statistics = endpointsOf('statistics');
const statisticsMoney = endpointsOf('statistics-money');
const shop = { auth: 'shop' } as const;
const owner = { auth: 'shopkeeper' } as const;
const base = '/api/shopkeeper.Statistics.Index';

export const statisticsApi = {
  index: statistics({
    method: 'GET',
    path: `${base}/index`,
    anyMethod: true,
    access: shop,
    request: 'StatisticsIndexRequest',
    response: 'StatisticsIndex',
    summary:
      '统计: ticketed and paid totals for a staff member (0: all) over a range; the owner also gets the money cards.',
  }),
  ticketingDetails: statistics({
    method: 'GET',
    path: `${base}/TicketingDetails`,
    access: shop,
    request: 'TicketingDetailsRequest',
    response: 'TicketingDetails',
    summary: '出票详情 / 派奖详情: the range’s figure by game; with game_id, the orders behind it.',
  }),
  trend: statistics({
    method: 'GET',
    path: `${base}/Trend`,
    access: shop,
    request: 'TrendRequest',
    response: 'Trend',
    summary: 'Trend of 出票 and 派奖 by day, week or month (by the range’s length unless asked).',
  }),
  export: statistics({
    method: 'GET',
    path: `${base}/Export`,
    access: shop,
    request: 'StatisticsExportRequest',
    response: 'StatisticsExport',
    summary:
      'One statistics table as CSV (UTF-8 with BOM) or XLSX, base64, named with the shop and range; money tables are the owner’s.',
  }),
  rechargeList: statisticsMoney({
    method: 'GET',
    path: `${base}/List`,
    access: owner,
    request: 'StatisticsRangeRequest',
    response: 'RechargeByChannel',
    summary: '充值总金额: players’ recharges in the range by channel, "N条，共X元".',
  }),
  rechargeDetails: statisticsMoney({
    method: 'GET',
    path: `${base}/RechargeDetails`,
    access: owner,
    request: 'RechargeDetailsRequest',
    response: 'RechargeDetails',
    summary: 'The recharges of one channel in the range, newest first.',
  }),
  waterfall: statisticsMoney({
    method: 'GET',
    path: `${base}/Waterfall`,
    access: owner,
    request: 'StatisticsRangeRequest',
    response: 'Waterfall',
    summary:
      'The money waterfall 出票 − 退款 − 派奖 = 毛利 − 费用 ± 合作 = 净额 over the range, against the previous period.',
  }),
  playerRanking: statisticsMoney({
    method: 'GET',
    path: `${base}/PlayerRanking`,
    access: owner,
    request: 'PlayerRankingRequest',
    response: 'PlayerRanking',
    summary: 'Top players by spend or by net win over the range.',
  }),
  staffRanking: statisticsMoney({
    method: 'GET',
    path: `${base}/StaffRanking`,
    access: owner,
    request: 'StatisticsRangeRequest',
    response: 'StaffRanking',
    summary: 'Staff by ticketed amount and count, with the median time from 接单 to 出票.',
  }),
  agentRanking: statisticsMoney({
    method: 'GET',
    path: `${base}/AgentRanking`,
    access: owner,
    request: 'AgentRankingRequest',
    response: 'AgentRanking',
    summary: 'Agents by their invitees’ ticketed amount, with the commission due at their rate.',
  }),
};
