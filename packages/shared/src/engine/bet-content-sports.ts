/**
 * Sports bet content (`{Content, remarks}`): the shape players send (tolerant: unknown keys, numbers as strings,
 * spelling variants) and its validation into a checked SportsBet.
 */
import { z } from 'zod';
import { GAME, PLAYS, type Game } from './games.ts';
import { MAX_MATCHES } from './bet-content-wire.ts';
import type { OptimizeGroup, Selection, SportsBet, SportsMatch } from './bet-types.ts';
import { planSize } from './count.ts';
import { parsePassType, FREE_PASS_LABELS, type PassType } from './pass-types.ts';
import { err, fail, ok, type EngineError, type Result } from './result.ts';
import {
  acceptedLabels,
  BEIJING_MAX_LEGS,
  HANDICAP_PLAYS,
  labelMeaning,
  MAX_LEGS,
  TOTAL_PLAYS,
} from './sports-plays.ts';
import { flag, idLike, isOn, numeric, parseLine, parseMultiple, textOf, zodErrors } from './bet-fields.ts';

/** One selection: `res` is the wire label (胜, 让平, 2:1, 主胜1-5…), `rate` its odds. */
export const selectionWireSchema = z.looseObject({
  res: z.string(),
  rate: numeric.nullish(),
  /** Handicap (让球/让分) or preset total (大小分) of this selection when it differs from the match's. */
  line: numeric.nullish(),
});

export const matchWireSchema = z.looseObject({
  matchNumStr: idLike.nullish(),
  matchId: idLike,
  homeTeamAbbName: z.string().nullish(),
  awayTeamAbbName: z.string().nullish(),
  /** Handicap added to the home score for 让球胜平负 / 让分胜负 (negative: home gives points). */
  goal: numeric.nullish(),
  /** Preset total points for 大小分 (竞彩篮球). */
  totalLine: numeric.nullish(),
  data: z.array(selectionWireSchema),
  Result: z.unknown().optional(),
});

export const remarksWireSchema = z.looseObject({
  Note: numeric.nullish(),
  Multiple: numeric,
  reachType: z.array(z.string()).nullish(),
  bonusmax: numeric.nullish(),
  bonusmin: numeric.nullish(),
  Amount: numeric.nullish(),
  Repeat: flag.nullish(),
  isComplex: flag.nullish(),
});

/** 奖金优化: one group per single-selection combination, each with its own number of units (注). */
export const optimizeGroupWireSchema = z.looseObject({
  Multiple: numeric,
  matches: z.array(z.looseObject({ matchId: idLike, res: z.string() })),
});

/** Earlier clients also send `type`, `gametype` and `oldContent`: accepted, not kept. */
export const sportsContentSchema = z.looseObject({
  /** 北京单场 issue. */
  lssue: idLike.nullish(),
  Content: z.array(matchWireSchema),
  remarks: remarksWireSchema,
  bonusOptimize: z.array(optimizeGroupWireSchema).nullish(),
});

/** Parlays (plan entries) one bet may expand to; far beyond any real order, low enough to settle quickly. */
export const MAX_PLAN_ENTRIES = 100_000;
/** Odds above 100 000 are not a real price; the cap keeps integer products exact. */
const MAX_ODDS = 10_000_000;

/** Odds as integer hundredths; null when not a price with at most two decimals. */
export function parseOdds(value: unknown): number | null {
  if (typeof value === 'string') {
    const m = /^\s*(\d{1,6})(?:\.(\d{1,2}))?\s*$/.exec(value);
    return m ? Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0')) : null;
  }
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > 1e6) return null;
  const hundredths = Math.round(value * 100);
  return Math.abs(hundredths - value * 100) < 1e-6 ? hundredths : null;
}

function matchLabel(match: { matchNumStr?: unknown; matchId: unknown }, index: number): [string, string] {
  const num =
    match.matchNumStr === undefined || match.matchNumStr === null || match.matchNumStr === ''
      ? ''
      : `（${String(match.matchNumStr)}）`;
  return [`第${index + 1}场${num}`, `Match ${index + 1}${num ? ` (${String(match.matchNumStr)})` : ''}`];
}

function validateSelections(
  game: Game,
  raw: z.infer<typeof matchWireSchema>,
  index: number,
  errors: EngineError[],
): Selection[] {
  const [mZh, mEn] = matchLabel(raw, index);
  const at = `Content[${index}]`;
  const selections: Selection[] = [];
  const seen = new Set<string>();
  if (raw.data.length === 0) errors.push(err(`${at}.data`, `${mZh}：没有投注选项`, `${mEn}: no selection`));
  raw.data.forEach((item, j) => {
    const path = `${at}.data[${j}]`;
    const meaning = labelMeaning(game.code, item.res);
    if (!meaning) {
      const allowed = acceptedLabels(game.code).slice(0, 40).join('、');
      errors.push(
        err(
          `${path}.res`,
          `${mZh}：投注内容“${item.res}”无效，可选：${allowed}`,
          `${mEn}: unknown selection "${item.res}" (allowed: ${allowed})`,
        ),
      );
      return;
    }
    const key = `${meaning.play}:${meaning.outcome}`;
    if (seen.has(key)) {
      errors.push(
        err(
          `${path}.res`,
          `${mZh}：投注内容“${item.res}”重复`,
          `${mEn}: selection "${item.res}" appears twice`,
        ),
      );
      return;
    }
    seen.add(key);
    let odds: number | null = null;
    if (item.rate !== undefined && item.rate !== null && item.rate !== '') {
      odds = parseOdds(item.rate);
      // Odds pay back the stake and more: 1.00 or less is no 竞彩 odds (nor a price a ticket prints).
      if (odds === null || odds <= 100 || odds > MAX_ODDS) {
        errors.push(
          err(
            `${path}.rate`,
            `${mZh}：“${item.res}”的赔率 ${String(item.rate)} 无效，应大于 1.00 且最多两位小数`,
            `${mEn}: odds ${String(item.rate)} for "${item.res}" are invalid; they must be more than 1.00 with at most two decimals`,
          ),
        );
        return;
      }
    } else if (game.fixedOdds) {
      errors.push(err(`${path}.rate`, `${mZh}：“${item.res}”缺少赔率`, `${mEn}: "${item.res}" has no odds`));
      return;
    }
    let line: number | null = null;
    if (HANDICAP_PLAYS.has(meaning.play) || TOTAL_PLAYS.has(meaning.play)) {
      const source = item.line ?? (TOTAL_PLAYS.has(meaning.play) ? raw.totalLine : raw.goal);
      const missing = source === undefined || source === null || source === '';
      line = missing ? null : parseLine(source);
      const total = TOTAL_PLAYS.has(meaning.play);
      const needed = game.fixedOdds || total;
      if ((missing && needed) || (!missing && line === null) || (line !== null && total && line <= 0)) {
        const what = total ? ['预设总分', 'preset total'] : ['让球/让分数', 'handicap'];
        errors.push(
          err(
            `${path}.line`,
            `${mZh}：“${item.res}”缺少有效的${what[0]}`,
            `${mEn}: "${item.res}" needs a valid ${what[1]}`,
          ),
        );
        return;
      }
      if (line !== null && game.code === GAME.jczq && !Number.isInteger(line)) {
        errors.push(
          err(
            `${at}.goal`,
            `${mZh}：让球数 ${line} 应为整数`,
            `${mEn}: the football handicap ${line} must be a whole number`,
          ),
        );
        return;
      }
      line ??= 0;
    }
    selections.push({
      res: meaning.label,
      play: meaning.play,
      outcome: meaning.outcome,
      odds,
      line,
      ownLine: parseLine(item.line),
    });
  });
  return selections;
}

function validatePassTypes(
  game: Game,
  reach: readonly string[],
  matches: SportsMatch[],
  errors: EngineError[],
): PassType[] {
  const passTypes: PassType[] = [];
  if (reach.length === 0)
    errors.push(err('remarks.reachType', '请选择过关方式', 'Choose at least one pass type'));
  reach.forEach((label, i) => {
    const path = `remarks.reachType[${i}]`;
    const pass = parsePassType(label);
    if (!pass) {
      const examples = ['单关', '2串1', '3串1', ...FREE_PASS_LABELS.slice(0, 4)].join('、');
      errors.push(
        err(
          path,
          `过关方式“${label}”无效（例如 ${examples}）`,
          `Unknown pass type "${label}" (e.g. ${examples})`,
        ),
      );
      return;
    }
    if (passTypes.some((p) => p.label === pass.label)) {
      errors.push(err(path, `过关方式“${pass.label}”重复`, `Pass type "${pass.label}" appears twice`));
      return;
    }
    if (pass.m > matches.length) {
      errors.push(
        err(
          path,
          `过关方式 ${pass.label} 需要至少 ${pass.m} 场比赛，当前只有 ${matches.length} 场`,
          `Pass type ${pass.label} needs at least ${pass.m} matches; the bet has ${matches.length}`,
        ),
      );
      return;
    }
    if (game.code === GAME.sfgg && pass.m < 3) {
      errors.push(err(path, '胜负过关至少 3 串 1', 'Win/Loss Parlay needs at least 3 legs'));
      return;
    }
    for (const match of matches) {
      for (const sel of match.selections) {
        const limit =
          (game.code === GAME.bjdc ? BEIJING_MAX_LEGS[sel.play] : undefined) ?? MAX_LEGS[sel.play];
        if (pass.m > limit) {
          errors.push(
            err(
              path,
              `${PLAYS[sel.play].zh}玩法最多 ${limit} 串，过关方式 ${pass.label} 超出（${match.matchNumStr || match.matchId}）`,
              `${PLAYS[sel.play].en} allows at most ${limit} legs; pass type ${pass.label} has ${pass.m} (${match.matchNumStr || match.matchId})`,
            ),
          );
          return;
        }
      }
    }
    passTypes.push(pass);
  });
  return passTypes;
}

function validateOptimize(
  game: Game,
  groups: readonly z.infer<typeof optimizeGroupWireSchema>[],
  matches: SportsMatch[],
  errors: EngineError[],
): OptimizeGroup[] {
  return groups.map((group, g) => {
    const at = `bonusOptimize[${g}]`;
    const units = parseMultiple(group.Multiple, `${at}.Multiple`, errors);
    const picks: OptimizeGroup['picks'] = [];
    if (group.matches.length === 0)
      errors.push(
        err(`${at}.matches`, `奖金优化第${g + 1}组没有比赛`, `Optimisation group ${g + 1} has no match`),
      );
    group.matches.forEach((pick, k) => {
      const path = `${at}.matches[${k}]`;
      const match = matches.findIndex((m) => m.matchId === textOf(pick.matchId));
      const res = labelMeaning(game.code, pick.res)?.label;
      const selection = matches[match]?.selections.findIndex((s) => s.res === res) ?? -1;
      if (match < 0 || selection < 0) {
        errors.push(
          err(
            path,
            `奖金优化第${g + 1}组：比赛 ${String(pick.matchId)} 的“${pick.res}”不在投注内容中`,
            `Optimisation group ${g + 1}: "${pick.res}" of match ${String(pick.matchId)} is not part of the bet`,
          ),
        );
      } else if (picks.some((p) => p.match === match)) {
        errors.push(
          err(
            path,
            `奖金优化第${g + 1}组：同一场比赛出现两次`,
            `Optimisation group ${g + 1}: a match appears twice`,
          ),
        );
      } else {
        picks.push({ match, selection });
      }
    });
    return { picks, units };
  });
}

export function validateSports(game: Game, content: unknown): Result<SportsBet> {
  const parsed = sportsContentSchema.safeParse(content);
  if (!parsed.success) {
    const hint = Array.isArray(content)
      ? [
          err(
            '',
            `${game.nameZh}的投注内容应为含 Content 和 remarks 的对象`,
            `${game.nameEn} bet content must be an object with Content and remarks`,
          ),
        ]
      : [];
    return fail([...hint, ...zodErrors(parsed.error, content)]);
  }
  const wire = parsed.data;
  const errors: EngineError[] = [];
  const count = wire.Content.length;
  const [minMatches, maxMatches] =
    game.code === GAME.sfc ? [14, 14] : game.code === GAME.rx9 ? [9, 14] : [1, MAX_MATCHES];
  if (count < minMatches || count > maxMatches) {
    const range = minMatches === maxMatches ? `${minMatches}` : `${minMatches}–${maxMatches}`;
    errors.push(
      err(
        'Content',
        `${game.nameZh}需要 ${range} 场比赛，当前 ${count} 场`,
        `${game.nameEn} needs ${range} matches; the bet has ${count}`,
      ),
    );
  }
  const ids = new Set<string>();
  const matches: SportsMatch[] = wire.Content.map((raw, i) => {
    const matchId = textOf(raw.matchId);
    if (matchId === '')
      errors.push(err(`Content[${i}].matchId`, `第${i + 1}场缺少比赛编号`, `Match ${i + 1} has no match id`));
    else if (ids.has(matchId))
      errors.push(err(`Content[${i}].matchId`, `比赛 ${matchId} 重复出现`, `Match ${matchId} appears twice`));
    ids.add(matchId);
    return {
      matchId,
      matchNumStr: textOf(raw.matchNumStr),
      home: textOf(raw.homeTeamAbbName),
      away: textOf(raw.awayTeamAbbName),
      goal: parseLine(raw.goal),
      totalLine: parseLine(raw.totalLine),
      selections: validateSelections(game, raw, i, errors),
    };
  });
  const multiple = parseMultiple(wire.remarks.Multiple, 'remarks.Multiple', errors);
  const pools = game.code === GAME.sfc || game.code === GAME.rx9;
  const passTypes =
    pools || errors.length > 0 ? [] : validatePassTypes(game, wire.remarks.reachType ?? [], matches, errors);
  const groups =
    wire.bonusOptimize && wire.bonusOptimize.length > 0 && errors.length === 0
      ? validateOptimize(game, wire.bonusOptimize, matches, errors)
      : null;
  if (errors.length === 0 && planSize({ game, matches, passTypes, optimize: groups }) > MAX_PLAN_ENTRIES) {
    errors.push(
      err(
        'remarks.reachType',
        `过关组合超过 ${MAX_PLAN_ENTRIES} 个，请减少比赛或过关方式`,
        `More than ${MAX_PLAN_ENTRIES} parlays; use fewer matches or pass types`,
      ),
    );
  }
  if (errors.length > 0) return fail(errors);
  return ok({
    kind: 'sports',
    game,
    issue: textOf(wire.lssue) || null,
    matches,
    passTypes,
    multiple,
    complex: isOn(wire.remarks.isComplex),
    repeat: isOn(wire.remarks.Repeat),
    optimize: groups,
  });
}
