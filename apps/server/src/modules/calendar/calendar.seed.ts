import { GAME } from '@dzzs/shared/engine';
import type { AppContext } from '../../context.ts';
import { nowSeconds } from '../../core/clock.ts';
import { addDays, at, dayKey, daysBetween, dayOf, weekdayOf, type Day } from './calendar-time.ts';
import type { FixtureInput } from './fixture-file.ts';
import { importFixtures } from './fixtures.service.ts';
import { generateIssues } from './issues.service.ts';

// Demo calendar: the number games' issues from a few days back (so some are drawn) and the fixtures of four match
// days, two played and two to come, imported through the same checks as a feed's. The orders demo places its settled
// orders on what was on sale then and publishes the results.

const DAY = 86_400;
/**
 * How far back the demo's issues start: far enough that every number game has an issue drawn by now (draw days are
 * at most three days apart, and an issue closes more than an hour before its draw).
 */
const ISSUES_BACK_DAYS = 4;
/** The match days, from today: the two played (their fixtures have kicked off), then the two to come. */
const MATCH_DAYS = [-2, -1, 1, 2] as const;

const WEEKDAY_ZH = ['一', '二', '三', '四', '五', '六', '日'];
const pad = (n: number, width: number) => String(n).padStart(width, '0');
const ymd = (day: Day) => dayKey(day).replaceAll('-', '');
/** 周二001: the 竞彩 code of the n-th match of a day. */
const jingcaiCode = (day: Day, n: number) => `周${WEEKDAY_ZH[weekdayOf(day) - 1]}${pad(n, 3)}`;

type Pairing = readonly [league: string, home: string, away: string];

/** 竞彩足球 by match day (MATCH_DAYS): who, the kickoff, the handicap of 让球胜平负. */
const FOOTBALL: readonly (readonly (readonly [Pairing, string, number])[])[] = [
  [
    [['英超', '莱斯特城', '伊普斯维奇'], '20:30', -1],
    [['西甲', '塞维利亚', '赫塔费'], '23:00', -1],
    [['德甲', '弗赖堡', '美因茨'], '22:30', -1],
  ],
  [
    [['意甲', '尤文图斯', '佛罗伦萨'], '22:00', -1],
    [['法甲', '马赛', '尼斯'], '20:00', -1],
    [['荷甲', '埃因霍温', '阿尔克马尔'], '21:45', -1],
  ],
  [
    [['英超', '曼城', '阿森纳'], '20:30', -1],
    [['西甲', '皇家马德里', '塞维利亚'], '22:00', -1],
    [['德甲', '拜仁慕尼黑', '多特蒙德'], '22:30', -1],
    [['意甲', '国际米兰', 'AC米兰'], '23:45', -1],
  ],
  [
    [['法甲', '巴黎圣日耳曼', '马赛'], '20:00', -1],
    [['英超', '利物浦', '切尔西'], '23:30', -1],
  ],
];
const FOOTBALL_ODDS = [
  { spf: { H: '1.65', D: '3.80', A: '4.35' }, rqspf: { H: '3.10', D: '3.45', A: '2.05' } },
  { spf: { H: '1.42', D: '4.30', A: '5.80' }, rqspf: { H: '2.35', D: '3.55', A: '2.55' } },
  { spf: { H: '1.55', D: '4.10', A: '4.60' }, rqspf: { H: '2.70', D: '3.60', A: '2.20' } },
  { spf: { H: '2.28', D: '3.20', A: '2.85' }, rqspf: { H: '5.10', D: '3.90', A: '1.50' } },
  { spf: { H: '1.38', D: '4.50', A: '6.20' }, rqspf: { H: '2.20', D: '3.60', A: '2.70' } },
  { spf: { H: '1.95', D: '3.45', A: '3.40' }, rqspf: { H: '4.10', D: '3.70', A: '1.68' } },
];
/** 总进球 is offered on each day's first match. */
const GOALS = {
  '0': '9.50',
  '1': '4.60',
  '2': '3.35',
  '3': '3.50',
  '4': '5.20',
  '5': '8.80',
  '6': '15.00',
  '7': '21.00',
};

const BASKETBALL_ODDS = {
  sf: { H: '1.45', A: '2.45' },
  rfsf: { H: '1.75', A: '1.75' },
  dxf: { O: '1.75', U: '1.75' },
};
/** 竞彩篮球 by match day: who, the tip-off, the handicap, the total line. */
const BASKETBALL: readonly (readonly (readonly [Pairing, string, number, number])[])[] = [
  [
    [['NBA', '丹佛掘金', '菲尼克斯太阳'], '10:00', -5.5, 229.5],
    [['CBA', '浙江广厦', '新疆伊力特'], '19:35', -2.5, 211.5],
  ],
  [
    [['NBA', '密尔沃基雄鹿', '纽约尼克斯'], '08:30', -2.5, 224.5],
    [['CBA', '山西汾酒', '青岛国信水产'], '19:35', -4.5, 207.5],
  ],
  [
    [['NBA', '洛杉矶湖人', '金州勇士'], '08:30', -3.5, 228.5],
    [['NBA', '波士顿凯尔特人', '费城76人'], '11:00', -6.5, 219.5],
    [['CBA', '广东东莞大益', '辽宁本钢'], '19:35', 2.5, 201.5],
    [['CBA', '北京首钢', '上海久事'], '19:35', -1.5, 205.5],
  ],
  [
    [['NBA', '达拉斯独行侠', '孟菲斯灰熊'], '09:30', -1.5, 232.5],
    [['CBA', '深圳马可波罗', '四川金强'], '19:35', -3.5, 203.5],
  ],
];

/** A 胜负彩 round: 14 matches of the European leagues over two days (the played round is derived from it). */
const POOL_ROUND: readonly Pairing[] = [
  ['英超', '阿斯顿维拉', '热刺'],
  ['英超', '纽卡斯尔联', '布莱顿'],
  ['英超', '曼联', '埃弗顿'],
  ['英超', '西汉姆联', '水晶宫'],
  ['西甲', '巴塞罗那', '比利亚雷亚尔'],
  ['西甲', '马德里竞技', '皇家社会'],
  ['西甲', '皇家贝蒂斯', '瓦伦西亚'],
  ['德甲', '勒沃库森', '法兰克福'],
  ['德甲', '莱比锡红牛', '斯图加特'],
  ['德甲', '沃尔夫斯堡', '门兴格拉德巴赫'],
  ['意甲', '那不勒斯', '罗马'],
  ['意甲', '亚特兰大', '拉齐奥'],
  ['法甲', '摩纳哥', '里昂'],
  ['法甲', '里尔', '朗斯'],
];

/** The round before: the same clubs, each against the next away side of its league. */
const roundBefore = (round: readonly Pairing[]): Pairing[] =>
  round.map(([league, home], i) => {
    const same = round.filter((p) => p[0] === league);
    const next = same[(same.indexOf(round[i] as Pairing) + 1) % same.length] as Pairing;
    return [league, home, next[2]];
  });

/** 北京单场 and 胜负过关 rounds: the played one, then the one to come. */
const BEIJING: readonly (readonly (readonly [Pairing, number])[])[] = [
  [
    [['英冠', '伯恩利', '桑德兰'], -1],
    [['德乙', '汉堡', '沙尔克04'], 0],
    [['葡超', '葡萄牙体育', '布拉加'], -1],
    [['苏超', '阿伯丁', '哈茨'], 0],
    [['比甲', '亨克', '标准列日'], -1],
    [['土超', '贝西克塔斯', '特拉布宗体育'], -1],
  ],
  [
    [['英冠', '利兹联', '谢菲尔德联'], -1],
    [['荷甲', '阿贾克斯', '费耶诺德'], 0],
    [['葡超', '本菲卡', '波尔图'], -1],
    [['苏超', '凯尔特人', '流浪者'], -1],
    [['比甲', '布鲁日', '安德莱赫特'], -1],
    [['土超', '加拉塔萨雷', '费内巴切'], 0],
  ],
];
const PARLAY: readonly (readonly (readonly [Pairing, number])[])[] = [
  [
    [['英超', '伯恩茅斯', '诺丁汉森林'], -0.5],
    [['西甲', '赫罗纳', '塞尔塔'], -0.5],
    [['NBA', '克利夫兰骑士', '芝加哥公牛'], -5.5],
    [['CBA', '广州龙狮', '南京同曦'], 1.5],
  ],
  [
    [['英超', '布伦特福德', '富勒姆'], -0.5],
    [['西甲', '毕尔巴鄂竞技', '奥萨苏纳'], -0.5],
    [['NBA', '密尔沃基雄鹿', '迈阿密热火'], -4.5],
    [['CBA', '浙江稠州金租', '山东高速'], 1.5],
  ],
];

/** A 胜负彩 issue as printed (26182): the year, then a count that moves on every two days. */
const poolIssue = (first: Day) =>
  `${pad(first.y % 100, 2)}${pad(Math.max(1, Math.floor(daysBetween({ y: first.y, m: 1, d: 1 }, first) / 2)), 3)}`;
/** A 北京单场 / 胜负过关 issue (261108): year, month, then a count that moves on every three days. */
const beijingIssue = (first: Day) =>
  `${pad(first.y % 100, 2)}${pad(first.m, 2)}${pad(Math.ceil(first.d / 3), 2)}`;

function demoFixtures(now: number): FixtureInput[] {
  const days = MATCH_DAYS.map((n) => addDays(dayOf(now), n));
  const fixtures: FixtureInput[] = [];
  const jingcai = (
    game: number,
    day: Day,
    n: number,
    [league, home, away]: Pairing,
    time: string,
    rest: Pick<FixtureInput, 'handicap' | 'totalLine' | 'odds'>,
  ) => {
    const kickoff = at(day, time);
    fixtures.push({
      game,
      matchId: `${ymd(day)}-${pad(n, 3)}`,
      code: jingcaiCode(day, n),
      league,
      home,
      away,
      kickoff,
      salesClose: kickoff - 5 * 60,
      ...rest,
    });
  };
  let footballMatches = 0;
  days.forEach((day, d) => {
    FOOTBALL[d]?.forEach(([pairing, time, handicap], i) =>
      jingcai(GAME.jczq, day, i + 1, pairing, time, {
        handicap,
        odds: {
          ...FOOTBALL_ODDS[footballMatches++ % FOOTBALL_ODDS.length],
          ...(i === 0 ? { zjq: GOALS } : {}),
        },
      }),
    );
    BASKETBALL[d]?.forEach(([pairing, time, handicap, totalLine], i) =>
      jingcai(GAME.jclq, day, 301 + i, pairing, time, { handicap, totalLine, odds: BASKETBALL_ODDS }),
    );
  });
  const inRound =
    (game: number, round: string, prefix: string) =>
    (pairing: Pairing, i: number, kickoff: number, handicap?: number) => {
      const [league, home, away] = pairing;
      fixtures.push({
        game,
        matchId: `${prefix}${round}-${pad(i + 1, 3)}`,
        code: String(i + 1),
        round,
        league,
        home,
        away,
        kickoff,
        salesClose: kickoff - 10 * 60,
        ...(handicap === undefined ? {} : { handicap }),
      });
    };
  // The played rounds over the two played days, the rounds to come over the next two.
  [roundBefore(POOL_ROUND), POOL_ROUND].forEach((pairings, r) => {
    const [first, second] = days.slice(2 * r, 2 * r + 2) as [Day, Day];
    const pool = inRound(GAME.sfc, poolIssue(first), 'SFC');
    pairings.forEach((p, i) => pool(p, i, at(i < 7 ? first : second, i % 2 ? '22:00' : '20:30')));
    const beijing = inRound(GAME.bjdc, beijingIssue(first), 'BD');
    BEIJING[r]?.forEach(([p, handicap], i) =>
      beijing(p, i, at(i % 2 ? second : first, i < 3 ? '20:00' : '23:00'), handicap),
    );
    const parlay = inRound(GAME.sfgg, beijingIssue(first), 'GG');
    PARLAY[r]?.forEach(([p, handicap], i) => parlay(p, i, at(second, i < 2 ? '21:00' : '19:30'), handicap));
  });
  return fixtures;
}

/** The module's demo seeder (after the demo accounts). */
export async function seedCalendar(ctx: AppContext): Promise<void> {
  const now = nowSeconds();
  await generateIssues(ctx, now - ISSUES_BACK_DAYS * DAY);
  await generateIssues(ctx, now);
  await importFixtures(ctx, { read: async () => ({ fixtures: demoFixtures(now) }) }, now);
}
