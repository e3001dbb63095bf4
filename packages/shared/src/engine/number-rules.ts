/**
 * Number rules of the number games and the parsing of one number bet line (`{note, beilv, switch, data}`) into
 * checked numbers. Lotto games pick balls from zones; digit games pick one digit per position; 快乐八 picks k of 80.
 */
import { GAME, type PlayKey } from './games.ts';
import { err, type EngineError } from './result.ts';

export interface Zone {
  zh: string;
  en: string;
  min: number;
  max: number;
  /** Balls per bet. */
  pick: number;
  /** Most 胆 (banker) balls; 0 when the zone has no 胆拖. */
  maxDan: number;
}

export type NumberRule =
  | { kind: 'lotto'; front: Zone; back: Zone | null; additional: boolean }
  | { kind: 'digits'; positions: readonly { min: number; max: number }[]; groups: boolean }
  | { kind: 'keno'; min: number; max: number };

const digits = (count: number) => Array.from({ length: count }, () => ({ min: 0, max: 9 }));

export const NUMBER_RULES: Readonly<Record<number, NumberRule>> = {
  [GAME.ssq]: {
    kind: 'lotto',
    front: { zh: '红球', en: 'red ball', min: 1, max: 33, pick: 6, maxDan: 5 },
    back: { zh: '蓝球', en: 'blue ball', min: 1, max: 16, pick: 1, maxDan: 0 },
    additional: false,
  },
  [GAME.dlt]: {
    kind: 'lotto',
    front: { zh: '前区号码', en: 'front number', min: 1, max: 35, pick: 5, maxDan: 4 },
    back: { zh: '后区号码', en: 'back number', min: 1, max: 12, pick: 2, maxDan: 1 },
    additional: true,
  },
  [GAME.qlc]: {
    kind: 'lotto',
    front: { zh: '号码', en: 'number', min: 1, max: 30, pick: 7, maxDan: 6 },
    back: null,
    additional: false,
  },
  [GAME.kl8]: { kind: 'keno', min: 1, max: 80 },
  [GAME.pl3]: { kind: 'digits', positions: digits(3), groups: true },
  [GAME.fc3d]: { kind: 'digits', positions: digits(3), groups: true },
  [GAME.pl5]: { kind: 'digits', positions: digits(5), groups: false },
  // 七星彩 (2020 rules): six positions 0–9, the seventh 0–14; the seventh travels in `list.blue`.
  [GAME.qxc]: { kind: 'digits', positions: [...digits(6), { min: 0, max: 14 }], groups: false },
};

export type DigitPlay = Extract<PlayKey, 'zhixuan' | 'zusan' | 'zuliu'>;
export type KenoPlay = Extract<PlayKey, 'x1' | 'x2' | 'x3' | 'x4' | 'x5' | 'x6' | 'x7' | 'x8' | 'x9' | 'x10'>;

export type NumberLine =
  | {
      kind: 'lotto';
      multiple: number;
      additional: boolean;
      front: number[];
      frontDan: number[];
      back: number[];
      backDan: number[];
    }
  | { kind: 'straight'; multiple: number; positions: number[][] }
  | { kind: 'group'; play: 'zusan' | 'zuliu'; multiple: number; digits: number[] }
  /** 组三 单式: exactly one unordered triple with a pair, digits sorted (1,1,2). */
  | { kind: 'pair'; multiple: number; digits: number[] }
  | { kind: 'keno'; play: KenoPlay; pick: number; multiple: number; numbers: number[]; dan: number[] };

const KENO_LABELS = ['选一', '选二', '选三', '选四', '选五', '选六', '选七', '选八', '选九', '选十'];
const DIGIT_PLAY_LABELS: Record<string, DigitPlay> = {
  直选: 'zhixuan',
  zhixuan: 'zhixuan',
  组三: 'zusan',
  组选三: 'zusan',
  zusan: 'zusan',
  组六: 'zuliu',
  组选六: 'zuliu',
  zuliu: 'zuliu',
};

export function parseKenoPlay(raw: unknown): { play: KenoPlay; pick: number } | undefined {
  if (typeof raw !== 'string') return undefined;
  const text = raw.trim();
  const byLabel = KENO_LABELS.indexOf(text);
  const byKey = /^x(10|[1-9])$/.exec(text);
  const pick = byLabel >= 0 ? byLabel + 1 : byKey ? Number(byKey[1]) : 0;
  return pick > 0 ? { play: `x${pick}` as KenoPlay, pick } : undefined;
}

/** An integer from a number or a numeric string (balls arrive zero-padded, "07"); null otherwise. */
export function toInteger(value: unknown): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) ? value : null;
  if (typeof value === 'string' && /^\s*-?\d{1,9}\s*$/.test(value)) return Number(value);
  return null;
}

const pad = (n: number) => String(n).padStart(2, '0');

export interface LineInput {
  red: readonly unknown[];
  blue: readonly unknown[];
  redDan: readonly unknown[];
  blueDan: readonly unknown[];
  play: unknown;
  multiple: number;
  additional: boolean;
}

/** Checks one line against the game's number rules; `at` is the line's path, `n` its 1-based number. */
export function parseNumberLine(
  rule: NumberRule,
  input: LineInput,
  at: string,
  n: number,
): { line?: NumberLine; errors: EngineError[] } {
  const errors: EngineError[] = [];
  const lineZh = `第${n}注`;
  const lineEn = `Line ${n}`;

  function balls(
    values: readonly unknown[],
    path: string,
    zone: { zh: string; en: string; min: number; max: number },
  ): number[] {
    const out: number[] = [];
    values.forEach((value, i) => {
      const ball = toInteger(value);
      if (ball === null) {
        errors.push(
          err(
            `${path}[${i}]`,
            `${lineZh}：${zone.zh}“${String(value)}”不是整数`,
            `${lineEn}: ${zone.en} "${String(value)}" is not a whole number`,
          ),
        );
      } else if (ball < zone.min || ball > zone.max) {
        errors.push(
          err(
            `${path}[${i}]`,
            `${lineZh}：${zone.zh} ${pad(ball)} 超出范围 ${pad(zone.min)}–${pad(zone.max)}`,
            `${lineEn}: ${zone.en} ${pad(ball)} is outside ${pad(zone.min)}–${pad(zone.max)}`,
          ),
        );
      } else if (out.includes(ball)) {
        errors.push(
          err(
            `${path}[${i}]`,
            `${lineZh}：${zone.zh} ${pad(ball)} 重复`,
            `${lineEn}: ${zone.en} ${pad(ball)} appears twice`,
          ),
        );
      } else {
        out.push(ball);
      }
    });
    return out.sort((a, b) => a - b);
  }

  function zone(
    tuoRaw: readonly unknown[],
    danRaw: readonly unknown[],
    z: Zone,
    path: string,
  ): { tuo: number[]; dan: number[] } {
    const tuo = balls(tuoRaw, `${at}.data.list.${path}`, z);
    const dan = balls(danRaw, `${at}.data.dan.${path}`, { ...z, zh: `${z.zh}胆码`, en: `${z.en} banker` });
    for (const ball of dan) {
      if (tuo.includes(ball)) {
        errors.push(
          err(
            `${at}.data.dan.${path}`,
            `${lineZh}：${z.zh} ${pad(ball)} 不能同时是胆码和拖码`,
            `${lineEn}: ${z.en} ${pad(ball)} cannot be both banker and leg`,
          ),
        );
      }
    }
    if (dan.length > z.maxDan) {
      errors.push(
        err(
          `${at}.data.dan.${path}`,
          z.maxDan === 0
            ? `${lineZh}：${z.zh}不能设胆码`
            : `${lineZh}：${z.zh}胆码最多 ${z.maxDan} 个，当前 ${dan.length} 个`,
          z.maxDan === 0
            ? `${lineEn}: ${z.en}s cannot have bankers`
            : `${lineEn}: at most ${z.maxDan} ${z.en} bankers, got ${dan.length}`,
        ),
      );
    } else if (tuo.length + dan.length < z.pick || (dan.length > 0 && tuo.length === 0)) {
      errors.push(
        err(
          `${at}.data.list.${path}`,
          `${lineZh}：${z.zh}需要至少选 ${z.pick} 个，当前 ${tuo.length + dan.length} 个`,
          `${lineEn}: choose at least ${z.pick} × ${z.en}, got ${tuo.length + dan.length}`,
        ),
      );
    }
    return { tuo, dan };
  }

  if (rule.kind === 'lotto') {
    if (input.additional && !rule.additional)
      errors.push(
        err(
          `${at}.switch`,
          `${lineZh}：只有大乐透可以追加投注`,
          `${lineEn}: only Super Lotto offers the add-on`,
        ),
      );
    const front = zone(input.red, input.redDan, rule.front, 'red');
    const back = rule.back ? zone(input.blue, input.blueDan, rule.back, 'blue') : { tuo: [], dan: [] };
    if (!rule.back && (input.blue.length > 0 || input.blueDan.length > 0)) {
      errors.push(
        err(
          `${at}.data.list.blue`,
          `${lineZh}：该彩种没有蓝球/后区`,
          `${lineEn}: this game has no second zone`,
        ),
      );
    }
    const line: NumberLine = {
      kind: 'lotto',
      multiple: input.multiple,
      additional: input.additional,
      front: front.tuo,
      frontDan: front.dan,
      back: back.tuo,
      backDan: back.dan,
    };
    return errors.length ? { errors } : { line, errors };
  }

  if (input.redDan.length > 0 || input.blueDan.length > 0) {
    if (rule.kind !== 'keno')
      errors.push(
        err(`${at}.data.dan`, `${lineZh}：该彩种不支持胆拖`, `${lineEn}: this game has no banker bets`),
      );
  }

  if (rule.kind === 'keno') {
    const play = parseKenoPlay(input.play);
    if (!play) {
      errors.push(
        err(
          `${at}.play`,
          `${lineZh}：请注明玩法（选一…选十）`,
          `${lineEn}: state the play (Pick 1 … Pick 10)`,
        ),
      );
      return { errors };
    }
    const z: Zone = {
      zh: '号码',
      en: 'number',
      min: rule.min,
      max: rule.max,
      pick: play.pick,
      maxDan: play.pick - 1,
    };
    const { tuo, dan } = zone(input.red, input.redDan, z, 'red');
    return errors.length
      ? { errors }
      : {
          line: {
            kind: 'keno',
            play: play.play,
            pick: play.pick,
            multiple: input.multiple,
            numbers: tuo,
            dan,
          },
          errors,
        };
  }

  const playText =
    input.play === undefined || input.play === null || input.play === '' ? '直选' : String(input.play).trim();
  const play = DIGIT_PLAY_LABELS[playText];
  if (!play || (play !== 'zhixuan' && !rule.groups)) {
    const allowed = rule.groups ? '直选、组三、组六' : '直选';
    errors.push(
      err(
        `${at}.play`,
        `${lineZh}：玩法“${playText}”无效，可选：${allowed}`,
        `${lineEn}: unknown play "${playText}" (allowed: ${allowed})`,
      ),
    );
    return { errors };
  }
  const digit = (pos: { min: number; max: number }) => ({ zh: '号码', en: 'digit', ...pos });

  if (play === 'zhixuan') {
    const count = rule.positions.length;
    // 七星彩 keeps its seventh position in `blue`; the other digit games use `red` only.
    const redPositions = rule.positions.length === 7 ? 6 : count;
    const raw: unknown[] =
      input.red.every((v) => !Array.isArray(v)) && input.red.length === redPositions
        ? input.red.map((v) => [v])
        : [...input.red];
    if (redPositions === 6) raw.push(input.blue);
    else if (input.blue.length > 0)
      errors.push(
        err(`${at}.data.list.blue`, `${lineZh}：该彩种没有蓝球`, `${lineEn}: this game has no blue numbers`),
      );
    if (raw.length !== count) {
      errors.push(
        err(
          `${at}.data.list.red`,
          `${lineZh}：需要 ${count} 个位置的号码，当前 ${raw.length} 个`,
          `${lineEn}: needs digits for ${count} positions, got ${raw.length}`,
        ),
      );
      return { errors };
    }
    const positions = raw.map((values, p) => {
      const pos = rule.positions[p] ?? { min: 0, max: 9 };
      const path = p === 6 ? `${at}.data.list.blue` : `${at}.data.list.red[${p}]`;
      const list = Array.isArray(values) ? values : [values];
      const picked = balls(list, path, {
        ...digit(pos),
        zh: `第${p + 1}位号码`,
        en: `position ${p + 1} digit`,
      });
      if (list.length === 0)
        errors.push(
          err(path, `${lineZh}：第${p + 1}位没有选号`, `${lineEn}: position ${p + 1} has no digit`),
        );
      return picked;
    });
    return errors.length
      ? { errors }
      : { line: { kind: 'straight', multiple: input.multiple, positions }, errors };
  }

  if (input.blue.length > 0)
    errors.push(
      err(`${at}.data.list.blue`, `${lineZh}：该彩种没有蓝球`, `${lineEn}: this game has no blue numbers`),
    );
  const values = input.red.map(toInteger);
  // 组三 单式 is written as the three digits with the pair repeated, e.g. 1,1,2.
  const pairSingle =
    play === 'zusan' &&
    values.length === 3 &&
    values.every((v) => v !== null && v >= 0 && v <= 9) &&
    new Set(values).size === 2;
  if (pairSingle) {
    return errors.length
      ? { errors }
      : {
          line: {
            kind: 'pair',
            multiple: input.multiple,
            digits: (values as number[]).sort((a, b) => a - b),
          },
          errors,
        };
  }
  const picked = balls(input.red, `${at}.data.list.red`, digit({ min: 0, max: 9 }));
  const need = play === 'zusan' ? 2 : 3;
  if (picked.length < need) {
    const name = play === 'zusan' ? '组三' : '组六';
    errors.push(
      err(
        `${at}.data.list.red`,
        `${lineZh}：${name}至少选 ${need} 个不同号码，当前 ${picked.length} 个`,
        `${lineEn}: ${name} needs at least ${need} different digits, got ${picked.length}`,
      ),
    );
  }
  return errors.length
    ? { errors }
    : { line: { kind: 'group', play, multiple: input.multiple, digits: picked }, errors };
}
