import { registerResources } from '@dzzs/web-shared/i18n/index.ts';
import { en } from './i18n-en.ts';

// Labels of 彩种管理 (docs/shop-setup.md, "Games"); the earlier app's words where it had them.

const zh = {
  list: {
    tip: '彩种管理：开关彩种功能后，将对用户开启/关闭相应功能',
    on: '玩法开启',
    off: '玩法关闭',
    terms: '最小投注金额{{money}}元, 停售前{{minutes}}分钟截止投注',
  },
  sale: {
    issue: '第{{issue}}期 · 本店{{time}}截止',
    next: '第{{issue}}期 {{time}}开售',
    noIssue: '暂无在售期次',
    round: '第{{issue}}期',
    matches: '{{count}}场在售 · 最早{{time}}截止',
    noMatches: '暂无在售赛事',
  },
  setting: {
    gamestate: '允许投注',
    Cooperation: '合作模式开关',
    advance: '提前截止时间(分钟)',
    MinBetAmount: '最小投注金额(元)',
    MaxBetAmount: '单笔最大投注金额(元)',
    AllowComplexPlay: '复杂玩法',
    Repeat: '允许重复',
    BonusOptimization: '奖金优化',
    Issuing_switch: '发单开关',
  },
  sheet: {
    minutes: '{{minutes}}分钟',
    yuan: '{{money}}元',
    cooperationHint: '开启：有合作店铺接此彩种时自动甩单；关闭：手动甩单',
    advanceHint: '停售前多少分钟截止投注，{{min}}-{{max}}分钟（平台最少{{min}}分钟）',
    minBetHint: '每单最少投注金额，{{low}}-{{high}}元',
    maxBetHint: '每单最多投注金额，{{low}}-{{high}}元（不低于最小投注金额）',
    repeatOn: '允许重复与奖金优化不能同时开启，开启允许重复将关闭奖金优化，确定吗？',
    optimizeOn: '奖金优化与允许重复不能同时开启，开启奖金优化将关闭允许重复，确定吗？',
    repeatWarning: '开启允许重复后，多串过关、奖金优化与胆拖投注将不被支持，确定开启吗？',
    cancel: '取消',
    save: '保存',
  },
};

export type ShopGamesResources = typeof zh;
export const SHOP_GAMES_NS = 'shopGames';

registerResources(SHOP_GAMES_NS, zh, en);
