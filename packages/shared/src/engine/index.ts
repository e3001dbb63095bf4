export { GAME, GAMES, GAME_CODES, PLAYS, gameByCode, gameByLegacyIndex, isGameCode } from './games.ts';
export type { Game, GameCode, GameGroup, PlayKey } from './games.ts';
export type { EngineError, Result } from './result.ts';
export { validateBet } from './bet-content.ts';
export type { NumberBet, OptimizeGroup, Selection, SportsBet, SportsMatch, ValidBet } from './bet-types.ts';
export { MAX_MATCHES, MAX_MULTIPLE, MAX_NUMBER_LINES } from './limits.ts';
export {
  parseOdds,
  sportsContentSchema,
  matchWireSchema,
  selectionWireSchema,
  remarksWireSchema,
  optimizeGroupWireSchema,
  MAX_PLAN_ENTRIES,
} from './bet-content-sports.ts';
export { numberContentSchema, numberLineWireSchema } from './bet-content-numbers.ts';
export {
  betContentWire,
  numberContentWire,
  numberLineContentWire,
  sportsContentWire,
  sportsMatchContentWire,
  MAX_BET_CONTENT_BYTES,
  MAX_OPTIMIZE_GROUPS,
  MAX_PASS_TYPES,
  MAX_SELECTIONS,
} from './bet-content-wire.ts';
export type {
  BetContent,
  NumberContent,
  NumberLineContent,
  SportsContent,
  SportsMatchContent,
} from './bet-content-wire.ts';
export type { NumberLine, NumberRule, Zone } from './number-rules.ts';
export { NUMBER_RULES } from './number-rules.ts';
export { ballsFit, digitsFit, drawShapeOf, specialApart } from './draw-numbers.ts';
export type { DrawShape, DrawZone } from './draw-numbers.ts';
export { parsePassType, FREE_PASS_LABELS, MAX_PARLAY } from './pass-types.ts';
export type { PassType } from './pass-types.ts';
export {
  acceptedLabels,
  labelMeaning,
  BEIJING_MAX_LEGS,
  HANDICAP_PLAYS,
  MAX_LEGS,
  TOTAL_PLAYS,
} from './sports-plays.ts';
export type { LabelMeaning, SportsPlay } from './sports-plays.ts';
export { countNotes, lineNotes } from './count.ts';
export { amountFen, quoteBet, sportsFigures, UNIT_FEN, ADDITIONAL_UNIT_FEN } from './price.ts';
export type { Quote } from './price.ts';
export { confirmOdds } from './confirm-odds.ts';
export { highestPrizeOf, maxPrizeFen, TOP_UNIT_PRIZE_FEN } from './max-prize.ts';
export { legCapFen, unitPrizeFen } from './sports-prize.ts';
export { splitBet, MAX_TICKETS } from './split.ts';
export type { SplitMode, SplitResult, Ticket, TicketLeg } from './split.ts';
export { settleBet } from './settle.ts';
export type { DrawResult } from './settle.ts';
export { matchResultSchema } from './settle-sports.ts';
export type { MatchResult } from './settle-sports.ts';
export { poolTiersOf, numberDrawResultSchema } from './settle-numbers.ts';
export type { NumberDrawResult } from './settle-numbers.ts';
export type {
  SettledTier,
  SettledUnit,
  Settlement,
  SettlementDetails,
  SettlementStatus,
} from './settlement.ts';
