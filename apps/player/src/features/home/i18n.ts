import { registerResources } from '@dzzs/web-shared/i18n/index.ts';

const zh = {
  title: '首页',
  hello: '你好，{{name}}',
  balance: '余额',
  recharge: '充值',
  games: '彩种',
  issue: '第{{issue}}期',
  closesIn: '距截止 {{time}}',
  closed: '已截止',
  days: '{{n}}天',
  noIssue: '暂无在售期号',
  nextIssue: '下一期 {{issue}}',
  matches: '{{count}}场比赛在售',
  noGames: '店铺暂未开启彩种',
  draws: '开奖结果',
  groupBuys: '合买大厅',
  redPackets: '店铺红包',
  left: '剩{{left}}/{{count}}个',
  grab: '抢',
  grabbed: '已抢',
};
export type HomeResources = typeof zh;

const en: HomeResources = {
  title: 'Home',
  hello: 'Hello, {{name}}',
  balance: 'Balance',
  recharge: 'Recharge',
  games: 'Games',
  issue: 'Issue {{issue}}',
  closesIn: 'Closes in {{time}}',
  closed: 'Closed',
  days: '{{n}}d',
  noIssue: 'No issue on sale',
  nextIssue: 'Next issue {{issue}}',
  matches: '{{count}} matches on sale',
  noGames: 'The shop sells no game yet',
  draws: 'Results',
  groupBuys: 'Group buys',
  redPackets: 'Red packets',
  left: '{{left}} of {{count}} left',
  grab: 'Grab',
  grabbed: 'Grabbed',
};

export const HOME_NS = 'home';
registerResources(HOME_NS, zh, en);
