/**
 * The 14 lottery games of the product. This is the only place games are defined: codes (= icon ids used on the
 * wire), names, the legacy index the earlier app used for cooperation `game_id`, the plays each game offers and
 * whether the engine settles it without the shop.
 */

export const PLAYS = {
  // 竞彩足球 / 北京单场
  spf: { zh: '胜平负', en: 'Win/draw/loss' },
  rqspf: { zh: '让球胜平负', en: 'Handicap win/draw/loss' },
  zjq: { zh: '总进球', en: 'Total goals' },
  bqc: { zh: '半全场', en: 'Half-time/full-time' },
  bf: { zh: '比分', en: 'Correct score' },
  sxds: { zh: '上下单双', en: 'Over/under odd/even' },
  // 竞彩篮球
  sf: { zh: '胜负', en: 'Win/loss' },
  rfsf: { zh: '让分胜负', en: 'Handicap win/loss' },
  dxf: { zh: '大小分', en: 'Total points over/under' },
  sfc: { zh: '胜分差', en: 'Winning margin' },
  // 胜负过关, 胜负彩, 任选九
  sfgg: { zh: '胜负过关', en: 'Handicap win/loss parlay' },
  sfc14: { zh: '14场胜负', en: '14-match win/draw/loss' },
  rx9: { zh: '任选9场', en: 'Any 9 matches' },
  // number games
  single: { zh: '单式', en: 'Single' },
  multiple: { zh: '复式', en: 'Multiple' },
  dantuo: { zh: '胆拖', en: 'Banker' },
  zhixuan: { zh: '直选', en: 'Straight' },
  zusan: { zh: '组三', en: 'Group 3' },
  zuliu: { zh: '组六', en: 'Group 6' },
  x1: { zh: '选一', en: 'Pick 1' },
  x2: { zh: '选二', en: 'Pick 2' },
  x3: { zh: '选三', en: 'Pick 3' },
  x4: { zh: '选四', en: 'Pick 4' },
  x5: { zh: '选五', en: 'Pick 5' },
  x6: { zh: '选六', en: 'Pick 6' },
  x7: { zh: '选七', en: 'Pick 7' },
  x8: { zh: '选八', en: 'Pick 8' },
  x9: { zh: '选九', en: 'Pick 9' },
  x10: { zh: '选十', en: 'Pick 10' },
} as const;
export type PlayKey = keyof typeof PLAYS;

export type GameGroup = 'sports' | 'number';

export interface Game {
  code: number;
  nameZh: string;
  nameEn: string;
  group: GameGroup;
  /** Index in the earlier app's game list (cooperation `game_id`, admin order `Type`). */
  legacyIndex: number;
  plays: readonly PlayKey[];
  /** Settled by the engine against a published result; otherwise the shop enters the prize (EditMoney). */
  autoSettle: boolean;
  /** Fixed-odds game: prize = 2 × product of odds, so a prize range can be quoted before the draw. */
  fixedOdds: boolean;
}

/** The game codes (the wire's `game_id`) by name, so that engine rules say which game they are about. */
export const GAME = {
  ssq: 101,
  fc3d: 102,
  qlc: 104,
  kl8: 105,
  dlt: 201,
  pl3: 202,
  pl5: 203,
  qxc: 204,
  sfc: 401,
  rx9: 402,
  sfgg: 404,
  bjdc: 405,
  jclq: 406,
  jczq: 407,
} as const;

const LOTTO_PLAYS = ['single', 'multiple', 'dantuo'] as const satisfies readonly PlayKey[];
const DIGIT_GROUP_PLAYS = ['zhixuan', 'zusan', 'zuliu'] as const satisfies readonly PlayKey[];
const KENO_PLAYS = [
  'x1',
  'x2',
  'x3',
  'x4',
  'x5',
  'x6',
  'x7',
  'x8',
  'x9',
  'x10',
] as const satisfies readonly PlayKey[];

export const GAMES = [
  {
    code: GAME.jczq,
    nameZh: '竞彩足球',
    nameEn: 'Jingcai Football',
    group: 'sports',
    legacyIndex: 0,
    plays: ['spf', 'rqspf', 'zjq', 'bqc', 'bf'],
    autoSettle: true,
    fixedOdds: true,
  },
  {
    code: GAME.jclq,
    nameZh: '竞彩篮球',
    nameEn: 'Jingcai Basketball',
    group: 'sports',
    legacyIndex: 1,
    plays: ['sf', 'rfsf', 'dxf', 'sfc'],
    autoSettle: true,
    fixedOdds: true,
  },
  {
    code: GAME.sfgg,
    nameZh: '胜负过关',
    nameEn: 'Win/Loss Parlay',
    group: 'sports',
    legacyIndex: 2,
    plays: ['sfgg'],
    autoSettle: false,
    fixedOdds: false,
  },
  {
    code: GAME.bjdc,
    nameZh: '北京单场',
    nameEn: 'Beijing Single Match',
    group: 'sports',
    legacyIndex: 3,
    plays: ['rqspf', 'zjq', 'sxds', 'bf', 'bqc'],
    autoSettle: false,
    fixedOdds: false,
  },
  {
    code: GAME.dlt,
    nameZh: '大乐透',
    nameEn: 'Super Lotto',
    group: 'number',
    legacyIndex: 4,
    plays: LOTTO_PLAYS,
    autoSettle: true,
    fixedOdds: false,
  },
  {
    code: GAME.pl3,
    nameZh: '排列三',
    nameEn: 'Pick 3 (Pailie 3)',
    group: 'number',
    legacyIndex: 5,
    plays: DIGIT_GROUP_PLAYS,
    autoSettle: true,
    fixedOdds: false,
  },
  {
    code: GAME.pl5,
    nameZh: '排列五',
    nameEn: 'Pick 5 (Pailie 5)',
    group: 'number',
    legacyIndex: 6,
    plays: ['zhixuan'],
    autoSettle: true,
    fixedOdds: false,
  },
  {
    code: GAME.qxc,
    nameZh: '七星彩',
    nameEn: 'Seven Star',
    group: 'number',
    legacyIndex: 7,
    plays: ['single', 'multiple'],
    autoSettle: true,
    fixedOdds: false,
  },
  {
    code: GAME.rx9,
    nameZh: '任选九',
    nameEn: 'Any Nine',
    group: 'sports',
    legacyIndex: 8,
    plays: ['rx9'],
    autoSettle: false,
    fixedOdds: false,
  },
  {
    code: GAME.sfc,
    nameZh: '胜负彩',
    nameEn: '14-Match Pool',
    group: 'sports',
    legacyIndex: 9,
    plays: ['sfc14'],
    autoSettle: false,
    fixedOdds: false,
  },
  {
    code: GAME.ssq,
    nameZh: '双色球',
    nameEn: 'Double Color Ball',
    group: 'number',
    legacyIndex: 10,
    plays: LOTTO_PLAYS,
    autoSettle: true,
    fixedOdds: false,
  },
  {
    code: GAME.qlc,
    nameZh: '七乐彩',
    nameEn: 'Seven Happy',
    group: 'number',
    legacyIndex: 11,
    plays: LOTTO_PLAYS,
    autoSettle: false,
    fixedOdds: false,
  },
  {
    code: GAME.kl8,
    nameZh: '快乐八',
    nameEn: 'Happy 8',
    group: 'number',
    legacyIndex: 12,
    plays: KENO_PLAYS,
    autoSettle: false,
    fixedOdds: false,
  },
  {
    code: GAME.fc3d,
    nameZh: '福彩3D',
    nameEn: 'Welfare 3D',
    group: 'number',
    legacyIndex: 13,
    plays: DIGIT_GROUP_PLAYS,
    autoSettle: true,
    fixedOdds: false,
  },
] as const satisfies readonly Game[];

export type GameCode = (typeof GAMES)[number]['code'];

export const GAME_CODES: readonly GameCode[] = GAMES.map((g) => g.code);

export function isGameCode(code: unknown): code is GameCode {
  return typeof code === 'number' && (GAME_CODES as readonly number[]).includes(code);
}

/** The game with this code, or undefined; accepts the numeric strings the wire sometimes carries. */
export function gameByCode(code: unknown): Game | undefined {
  const n = typeof code === 'string' && /^\d+$/.test(code.trim()) ? Number(code) : code;
  return GAMES.find((g) => g.code === n);
}

export function gameByLegacyIndex(index: number): Game | undefined {
  return GAMES.find((g) => g.legacyIndex === index);
}
