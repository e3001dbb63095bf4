// English labels of 彩种管理; the Chinese ones, the default, are in i18n.ts.

export const en = {
  list: {
    tip: 'Games: switching a game or one of its features on or off does the same for your players',
    on: 'On sale',
    off: 'Switched off',
    terms: 'Minimum bet {{money}} yuan, orders stop {{minutes}} min before sales close',
  },
  sale: {
    issue: 'Issue {{issue}} · you stop at {{time}}',
    next: 'Issue {{issue}} opens {{time}}',
    noIssue: 'No issue on sale',
    round: 'Issue {{issue}}',
    matches: '{{count}} matches on sale · first stops {{time}}',
    noMatches: 'No matches on sale',
  },
  setting: {
    gamestate: 'Allow betting',
    Cooperation: 'Cooperation mode',
    advance: 'Stop early (minutes)',
    MinBetAmount: 'Minimum bet (yuan)',
    MaxBetAmount: 'Maximum per order (yuan)',
    AllowComplexPlay: 'Complex play',
    Repeat: 'Allow repeats',
    BonusOptimization: 'Bonus optimisation',
    Issuing_switch: 'Plans and following',
  },
  sheet: {
    minutes: '{{minutes}} min',
    yuan: '{{money}} yuan',
    cooperationHint: 'On: orders go to a partner that takes this game by themselves; off: you hand them over',
    advanceHint:
      'Minutes before sales close that you stop taking orders: {{min}}–{{max}} (the platform asks {{min}} at least)',
    minBetHint: 'The least an order may cost: {{low}}–{{high}} yuan',
    maxBetHint: 'The most an order may cost: {{low}}–{{high}} yuan (not below the minimum bet)',
    repeatOn:
      'Repeats and bonus optimisation cannot both be on: turning repeats on turns optimisation off. Go ahead?',
    optimizeOn:
      'Bonus optimisation and repeats cannot both be on: turning optimisation on turns repeats off. Go ahead?',
    repeatWarning:
      'With repeats on, multi-pass, bonus optimisation and banker bets are not supported. Turn it on?',
    cancel: 'Cancel',
    save: 'Save',
  },
};
