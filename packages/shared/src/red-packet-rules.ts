// Rules of red packets (红包) the web shows and the server enforces (docs/money.md, "Red packets"). Kept apart from
// the wire schemas so that the page reading a limit does not load the schema library.

/** 1 随机: the total is split at random as players grab; 2 固定: every share is the same amount. */
export const RedPacketType = { random: 1, fixed: 2 } as const;
export type RedPacketType = (typeof RedPacketType)[keyof typeof RedPacketType];
export const RED_PACKET_TYPE_LABELS = {
  1: { zh: '随机红包', en: 'Random' },
  2: { zh: '固定红包', en: 'Fixed' },
} as const;

export const RED_PACKET_LIMITS = {
  /** Shares of one packet. */
  count: { min: 1, max: 100 },
  /** Days a packet stays open. */
  days: { min: 1, max: 7 },
  /** The smallest share (fen): one fen, so a random packet needs at least 0.01 yuan a share. */
  shareMinFen: 1,
  /** One packet's total (fen): at most 5万 yuan. */
  totalMaxFen: 50_000_00,
  titleMax: 20,
  defaultTitle: '恭喜发财，大吉大利',
} as const;

/** A packet's total in fen: the amount typed for a random one, amount × count for a fixed one. */
export const redPacketTotalFen = (type: RedPacketType, moneyFen: number, count: number) =>
  type === RedPacketType.fixed ? moneyFen * count : moneyFen;

/**
 * The range (fen) the amount typed may take for a packet of `count` shares: a random packet's total needs a fen a
 * share; a fixed packet's share times the count stays within the total allowed.
 */
export function redPacketMoneyRange(type: RedPacketType, count: number): { minFen: number; maxFen: number } {
  const { shareMinFen, totalMaxFen } = RED_PACKET_LIMITS;
  return type === RedPacketType.fixed
    ? { minFen: shareMinFen, maxFen: Math.floor(totalMaxFen / count) }
    : { minFen: shareMinFen * count, maxFen: totalMaxFen };
}

/** A uniform random integer in [min, max) — the server passes node's `crypto.randomInt`. */
export type RandomInt = (min: number, max: number) => number;

/**
 * The next share of a packet with `remainingFen` left for `remainingCount` shares. A fixed packet's shares are all
 * the same (its total is share × count). A random one uses the "double average": a uniform amount from one fen to
 * twice the average left, never so much that a later share would get less than a fen; the last share takes exactly
 * what is left. So the shares always add up to the total, every share is at least a fen, and each one's expected
 * value is the average whatever its turn.
 */
export function nextShareFen(
  type: RedPacketType,
  remainingFen: number,
  remainingCount: number,
  randomInt: RandomInt,
): number {
  if (!Number.isSafeInteger(remainingFen) || !Number.isSafeInteger(remainingCount) || remainingCount < 1)
    throw new Error(`no share left: ${remainingFen} fen for ${remainingCount}`);
  const min = RED_PACKET_LIMITS.shareMinFen;
  if (remainingFen < remainingCount * min)
    throw new Error(`${remainingFen} fen cannot give ${remainingCount} shares`);
  if (remainingCount === 1) return remainingFen;
  if (type === RedPacketType.fixed) return Math.floor(remainingFen / remainingCount);
  const max = Math.min(
    Math.floor((remainingFen * 2) / remainingCount),
    remainingFen - (remainingCount - 1) * min,
  );
  return randomInt(min, max + 1);
}
