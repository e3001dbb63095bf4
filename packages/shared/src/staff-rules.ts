// Rules of staff accounts (店员) the web shows and the server enforces (docs/staff.md). Kept apart from the wire
// schemas so that a page reading a label or a limit does not load the schema library.

/** clerk_config.state: a stopped (停用) account cannot log in and its sessions end at once. */
export const StaffState = { stopped: 0, active: 1 } as const;
export type StaffState = (typeof StaffState)[keyof typeof StaffState];
export const STAFF_STATE_LABELS = {
  0: { zh: '已停用', en: 'Stopped' },
  1: { zh: '已启用', en: 'Active' },
} as const;

/**
 * Labels of a staff member's rule for one game (StaffGameRule in enums.ts, clerk_game_rules.rule): take any order of
 * it, take none (nor turn any away, ticket or hand over one), or only those whose amount lies within [min, max].
 */
export const STAFF_GAME_RULE_LABELS = {
  0: { zh: '不限制金额', en: 'No limit' },
  1: { zh: '拒绝接单', en: 'May not accept' },
  2: { zh: '允许接单但要限制金额', en: 'Accept only within an amount range' },
} as const;

export const STAFF_LIMITS = {
  /** The amount range of a 限额 rule: 2 to 999 999 yuan, in fen. */
  ruleMinFen: 200,
  ruleMaxFen: 99_999_900,
  realNameMax: 20,
  remarksMax: 100,
} as const;
