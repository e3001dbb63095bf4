// Bounds of a bet a picker shows before the server holds to them, kept apart from the wire schemas so a page
// reads them without loading the schema library.

/** Largest multiple (倍数) of a line or an order. */
export const MAX_MULTIPLE = 99_999;
/** Most lines of one number-game order. */
export const MAX_NUMBER_LINES = 100;
/** Most matches of one sports bet (北京单场 and 胜负过关 parlays go to 15). */
export const MAX_MATCHES = 15;
