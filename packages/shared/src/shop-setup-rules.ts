// Rules of the shop's announcements (公告设置) and game switches (彩种管理) that the web shows and the server
// enforces (docs/shop-setup.md). Kept apart from the wire schemas so a page reading a limit loads no schema code.

/** 0 滚动公告: one line scrolling on the players' home page; 1 弹窗公告: a pop-up players must close. */
export const NoticeType = { scroll: 0, popup: 1 } as const;
export type NoticeType = (typeof NoticeType)[keyof typeof NoticeType];

export const NOTICE_LABELS = {
  scroll: { zh: '滚动公告', en: 'Scrolling notice' },
  popup: { zh: '弹窗公告', en: 'Pop-up notice' },
  /** An empty scrolling notice: the one before it is taken down. */
  cancelled: { zh: '公告取消', en: 'Notice cancelled' },
} as const;

export const NOTICE_LIMITS = {
  /** Characters of a scrolling notice (one line). */
  scrollMax: 100,
  /** Characters of a pop-up notice (several lines). */
  popupMax: 500,
  /** Notices the shop's history shows, newest first. */
  historyMax: 100,
} as const;

/**
 * The settings of one game the shop switches (Gamelist/edit `model`), as the earlier app named them. Switches are
 * 0/1; `advance` is minutes; `MinBetAmount` and `MaxBetAmount` are yuan.
 */
export const GAME_SETTING_MODELS = [
  'gamestate',
  'Cooperation',
  'advance',
  'MinBetAmount',
  'MaxBetAmount',
  'AllowComplexPlay',
  'Repeat',
  'BonusOptimization',
  'Issuing_switch',
] as const;
export type GameSettingModel = (typeof GAME_SETTING_MODELS)[number];

/** The switches the platform may withhold from shops, per game (a withheld switch is off and not shown). */
export const PLATFORM_SWITCHES = [
  'Cooperation',
  'AllowComplexPlay',
  'Repeat',
  'BonusOptimization',
  'Issuing_switch',
] as const;
export type PlatformSwitch = (typeof PLATFORM_SWITCHES)[number];

/** Switches about how a sports bet is made; number games have none of them. */
export const SPORTS_ONLY_SWITCHES: ReadonlySet<GameSettingModel> = new Set([
  'AllowComplexPlay',
  'Repeat',
  'BonusOptimization',
]);

export const GAME_SETTING_LABELS: Record<GameSettingModel, { zh: string; en: string }> = {
  gamestate: { zh: '允许投注', en: 'Allow betting' },
  Cooperation: { zh: '合作模式开关', en: 'Cooperation mode' },
  advance: { zh: '提前截止时间(分钟)', en: 'Stop early (minutes)' },
  MinBetAmount: { zh: '最小投注金额(元)', en: 'Minimum bet (yuan)' },
  MaxBetAmount: { zh: '单笔最大投注金额(元)', en: 'Maximum per order (yuan)' },
  AllowComplexPlay: { zh: '复杂玩法', en: 'Complex play' },
  Repeat: { zh: '允许重复', en: 'Allow repeats' },
  BonusOptimization: { zh: '奖金优化', en: 'Bonus optimisation' },
  Issuing_switch: { zh: '发单开关', en: 'Plans and following' },
};

/** What a game's settings are when neither the platform nor the shop has said otherwise. */
export const GAME_SETTING_DEFAULTS = {
  /** 最小投注金额: the least a shop may ask, the most, and what it asks until it says. */
  minBetLowFen: 200,
  minBetHighFen: 100_00,
  minBetFen: 200,
  switches: {
    // On: orders of a game a partner takes are handed over by themselves where 自动甩单 is on.
    Cooperation: 1,
    AllowComplexPlay: 1,
    Repeat: 0,
    BonusOptimization: 1,
    Issuing_switch: 1,
  } satisfies Record<PlatformSwitch, 0 | 1>,
} as const;

/** 允许重复 and 奖金优化 cannot both be on: optimised bonuses need each match once per ticket. */
export const EXCLUSIVE_SWITCHES = ['Repeat', 'BonusOptimization'] as const;
