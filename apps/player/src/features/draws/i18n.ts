import { registerResources } from '@dzzs/web-shared/i18n/index.ts';

const zh = {
  title: '开奖',
  issue: '第{{issue}}期',
  published: '{{time}} 开奖',
  next: '下期 {{issue}} · {{time}} 开奖',
  noNext: '暂无下期',
  noResult: '暂无开奖结果',
  weekdays: '每周{{days}}开奖',
  daily: '每日开奖',
  weekdayNames: '一,二,三,四,五,六,日',
  separator: '、',
  empty: '暂无游戏',
  historyEmpty: '暂无开奖记录',
  history: '{{name}} 开奖记录',
};
export type DrawsResources = typeof zh;

const en: DrawsResources = {
  title: 'Results',
  issue: 'Issue {{issue}}',
  published: 'Drawn {{time}}',
  next: 'Next {{issue}} · draws {{time}}',
  noNext: 'No next draw planned',
  noResult: 'No result yet',
  weekdays: 'Draws on {{days}}',
  daily: 'Draws every day',
  weekdayNames: 'Mon,Tue,Wed,Thu,Fri,Sat,Sun',
  separator: ', ',
  empty: 'No games',
  historyEmpty: 'No results yet',
  history: '{{name}} results',
};

export const DRAWS_NS = 'draws';
registerResources(DRAWS_NS, zh, en);
