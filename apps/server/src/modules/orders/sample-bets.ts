import { GAMES } from '@dzzs/shared/engine';

// Realistic bets of every game, in the wire shapes players send: used by the demo seed, the simulator
// (`npm run simulate`) and the order benchmark. Every bet they make passes the engine (a test checks thousands).

export type Random = () => number;

/** A small seeded generator, so demo data and benchmarks are the same on every run. */
export function seededRandom(seed: number): Random {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const int = (rnd: Random, min: number, max: number) => min + Math.floor(rnd() * (max - min + 1));
const pick = <T>(rnd: Random, items: readonly T[]): T => items[Math.floor(rnd() * items.length)]!;

function distinct(rnd: Random, count: number, min: number, max: number): number[] {
  const chosen = new Set<number>();
  while (chosen.size < count) chosen.add(int(rnd, min, max));
  return [...chosen].sort((a, b) => a - b);
}

const odds = (rnd: Random, min = 1.3, max = 4.5) => (min + rnd() * (max - min)).toFixed(2);

const TEAMS = [
  '曼城',
  '阿森纳',
  '利物浦',
  '切尔西',
  '热刺',
  '皇马',
  '巴萨',
  '马竞',
  '拜仁',
  '多特',
  '国米',
  'AC米兰',
  '尤文',
  '那不勒斯',
  '巴黎',
  '里昂',
  '本菲卡',
  '波尔图',
  '阿贾克斯',
  '费耶诺德',
  '湖人',
  '勇士',
  '凯尔特人',
  '掘金',
  '雄鹿',
  '太阳',
  '热火',
  '尼克斯',
];
const WEEKDAYS = ['周一', '周二', '周三', '周四', '周五', '周六', '周日'];

/**
 * A match of a game's card for the day: ids are stable per game, day and number, so several orders share matches
 * (and a football match is never a basketball one).
 */
function matchOf(code: number, day: string, number: number) {
  const home = TEAMS[(number * 7) % TEAMS.length]!;
  const away = TEAMS[(number * 7 + 3) % TEAMS.length]!;
  return {
    matchNumStr: `${WEEKDAYS[number % 7]}${String(number).padStart(3, '0')}`,
    matchId: `${code}-${day}-${String(number).padStart(3, '0')}`,
    homeTeamAbbName: home,
    awayTeamAbbName: away,
    data: [] as { res: string; rate?: string }[],
    goal: undefined as string | undefined,
    totalLine: undefined as string | undefined,
  };
}

function sportsBet(
  rnd: Random,
  code: number,
  day: string,
  legs: number,
  choose: (m: ReturnType<typeof matchOf>) => void,
  reachType: string[],
) {
  const numbers = distinct(rnd, legs, 1, 30);
  const Content = numbers.map((n) => {
    const m = matchOf(code, day, n);
    choose(m);
    const { goal, totalLine, ...wire } = m;
    return {
      ...wire,
      ...(goal !== undefined ? { goal } : {}),
      ...(totalLine !== undefined ? { totalLine } : {}),
    };
  });
  return {
    type: 'hh',
    gametype: 'hh',
    Content,
    remarks: {
      Note: '0',
      Multiple: String(pick(rnd, [1, 1, 1, 2, 5, 10])),
      reachType,
      bonusmax: '0',
      bonusmin: '0',
      Amount: '0',
      Repeat: '0',
      isComplex: '0',
    },
  };
}

function football(rnd: Random, day: string) {
  const legs = pick(rnd, [1, 2, 2, 3, 3, 4]);
  return sportsBet(
    rnd,
    407,
    day,
    legs,
    (m) => {
      if (rnd() < 0.7) {
        const sides = distinct(rnd, int(rnd, 1, 2), 0, 2).map((i) => ['胜', '平', '负'][i]!);
        m.data = sides.map((res) => ({ res, rate: odds(rnd) }));
      } else {
        m.goal = pick(rnd, ['-1', '+1']);
        m.data = [{ res: pick(rnd, ['让胜', '让平', '让负']), rate: odds(rnd, 1.8, 5) }];
      }
    },
    [legs === 1 ? '单关' : `${legs}串1`],
  );
}

function basketball(rnd: Random, day: string) {
  const legs = pick(rnd, [1, 2, 3]);
  return sportsBet(
    rnd,
    406,
    day,
    legs,
    (m) => {
      if (rnd() < 0.6) m.data = [{ res: pick(rnd, ['主胜', '主负']), rate: odds(rnd, 1.2, 3) }];
      else {
        m.goal = pick(rnd, ['-3.5', '+4.5', '-6.5']);
        m.data = [{ res: pick(rnd, ['让分主胜', '让分主负']), rate: odds(rnd, 1.6, 2.2) }];
      }
    },
    [legs === 1 ? '单关' : `${legs}串1`],
  );
}

function beijing(rnd: Random, day: string) {
  const legs = pick(rnd, [2, 3]);
  return sportsBet(
    rnd,
    405,
    day,
    legs,
    (m) => {
      m.goal = pick(rnd, ['-1', '0', '+1']);
      m.data = [{ res: pick(rnd, ['胜', '平', '负']) }];
    },
    [`${legs}串1`],
  );
}

function winLossParlay(rnd: Random, day: string) {
  const legs = pick(rnd, [3, 4]);
  return sportsBet(rnd, 404, day, legs, (m) => (m.data = [{ res: pick(rnd, ['胜', '负']) }]), [`${legs}串1`]);
}

function pools(rnd: Random, code: number, day: string, count: number) {
  const bet = sportsBet(
    rnd,
    code,
    day,
    count,
    (m) => (m.data = distinct(rnd, rnd() < 0.8 ? 1 : 2, 0, 2).map((i) => ({ res: ['胜', '平', '负'][i]! }))),
    [],
  );
  bet.remarks.Multiple = '1';
  return bet;
}

const numberLine = (red: unknown[], blue: unknown[] = [], extra: Record<string, unknown> = {}) => ({
  note: 1,
  beilv: 1,
  switch: 0,
  ...extra,
  data: { list: { red, blue }, dan: { red: [], blue: [] } },
});

function lotto(rnd: Random, code: number) {
  const lines = int(rnd, 1, 2);
  return Array.from({ length: lines }, () => {
    const beilv = pick(rnd, [1, 1, 2, 5]);
    if (code === 101)
      return numberLine(distinct(rnd, pick(rnd, [6, 6, 7]), 1, 33), distinct(rnd, 1, 1, 16), { beilv });
    if (code === 201)
      return numberLine(distinct(rnd, 5, 1, 35), distinct(rnd, 2, 1, 12), {
        beilv,
        switch: rnd() < 0.3 ? 1 : 0,
      });
    return numberLine(distinct(rnd, 7, 1, 30), [], { beilv });
  });
}

function digitsLine(rnd: Random, positions: number, lastMax = 9) {
  return numberLine(
    Array.from({ length: positions }, () => [int(rnd, 0, 9)]),
    lastMax > 9 ? [int(rnd, 0, lastMax)] : [],
    { beilv: pick(rnd, [1, 2, 5, 10]) },
  );
}

/** A bet of the game and the issue it is for (number games), dated `day` (yyyymmdd). */
export function sampleBet(code: number, rnd: Random, day: string): Record<string, unknown> | unknown[] {
  switch (code) {
    case 407:
      return football(rnd, day);
    case 406:
      return basketball(rnd, day);
    case 405:
      return beijing(rnd, day);
    case 404:
      return winLossParlay(rnd, day);
    case 401:
      return pools(rnd, 401, day, 14);
    case 402:
      return pools(rnd, 402, day, 9);
    case 101:
    case 201:
    case 104:
      return lotto(rnd, code);
    case 105:
      return [numberLine(distinct(rnd, 5, 1, 80), [], { play: '选五', beilv: pick(rnd, [1, 2]) })];
    case 202:
    case 102:
      return [digitsLine(rnd, 3)];
    case 203:
      return [digitsLine(rnd, 5)];
    case 204:
      return [digitsLine(rnd, 6, 14)];
    default:
      throw new Error(`no sample bets for game ${code}`);
  }
}

export const SAMPLE_GAME_CODES = GAMES.map((g) => g.code);
