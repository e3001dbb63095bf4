export const WEB_DIST: string;
/** Writes .br and .gz copies beside every text file of a build folder; the byte totals before and after. */
export function precompress(dist: string): Promise<{ raw: number; br: number; gz: number }>;
/** Whether every compressed copy of the build in `dist` has been written. */
export function isPrecompressed(dist: string): boolean;
export const PLAYER_DIST: string;
