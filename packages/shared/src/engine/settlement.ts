/** What settling a bet answers: its status, prize, and the units or tiers that won. */
import type { EngineError } from './result.ts';

export type SettlementStatus = 'won' | 'lost' | 'pending' | 'not_settleable' | 'invalid';

export interface SettledUnit {
  legs: { matchId: string; res: string; odds: number }[];
  /** Capped prize of the unit at multiple 1. */
  unitFen: number;
  multiple: number;
  prizeFen: number;
}

export interface SettledTier {
  tier: number;
  /** Winning units of this tier on the line. */
  count: number;
  /** Prize of one unit (with 追加 where it applies). */
  unitFen: number;
  prizeFen: number;
}

export type SettlementDetails =
  | { kind: 'sports'; units: SettledUnit[]; unitsTruncated: boolean; missingMatches: string[] }
  | {
      kind: 'number';
      lines: { line: number; tiers: SettledTier[]; prizeFen: number }[];
      missingPoolTiers: number[];
    }
  | { kind: 'none' };

export interface Settlement {
  status: SettlementStatus;
  /** Ticket prize after caps. */
  winningFen: number;
  /** Amount to pay the player; the engine pays the full prize (the shop may still edit it). */
  payFen: number;
  details: SettlementDetails;
  errors: EngineError[];
}

export const NONE: SettlementDetails = { kind: 'none' };
export const settlement = (
  status: SettlementStatus,
  winningFen: number,
  details: SettlementDetails,
  errors: EngineError[] = [],
): Settlement => ({
  status,
  winningFen,
  payFen: winningFen,
  details,
  errors,
});
