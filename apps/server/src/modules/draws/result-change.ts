/** A draw or match result that was published for the first time or corrected (announced to every module). */
export type ResultChange =
  | { kind: 'draw'; gameCode: number; issue: string; revision: number }
  | { kind: 'match'; matchId: string; revision: number };
