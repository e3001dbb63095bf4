/**
 * Number-game bet content (a list of lines): the shape players send (tolerant: numeric strings, zero-padded
 * balls) and its validation into a checked NumberBet.
 */
import { z } from 'zod';
import type { NumberBet } from './bet-types.ts';
import { type Game } from './games.ts';
import { NUMBER_RULES, parseNumberLine, type NumberLine } from './number-rules.ts';
import { err, fail, ok, type EngineError, type Result } from './result.ts';
import { isOn, numeric, parseMultiple, zodErrors } from './bet-fields.ts';

const ballList = z.array(z.union([numeric, z.array(numeric)]));
export const numberLineWireSchema = z.looseObject({
  note: numeric.nullish(),
  beilv: numeric,
  /** 1 = 大乐透 追加 (add-on, 3 yuan a unit). */
  switch: z.union([numeric, z.boolean()]).nullish(),
  /** 直选/组三/组六 for 排列三 and 福彩3D (default 直选); 选一…选十 for 快乐八. */
  play: z.string().nullish(),
  data: z.looseObject({
    list: z.looseObject({ red: ballList, blue: z.array(numeric).nullish() }),
    dan: z.looseObject({ red: z.array(numeric).nullish(), blue: z.array(numeric).nullish() }).nullish(),
  }),
});
export const numberContentSchema = z.array(numberLineWireSchema);

export function validateNumbers(game: Game, content: unknown): Result<NumberBet> {
  const rule = NUMBER_RULES[game.code];
  const parsed = numberContentSchema.safeParse(content);
  if (!rule || !parsed.success) {
    const hint = Array.isArray(content)
      ? []
      : [
          err(
            '',
            `${game.nameZh}的投注内容应为投注列表（数组）`,
            `${game.nameEn} bet content must be a list of lines`,
          ),
        ];
    return fail([...hint, ...(parsed.success ? [] : zodErrors(parsed.error, content))]);
  }
  const errors: EngineError[] = [];
  if (parsed.data.length === 0) errors.push(err('', '投注内容为空', 'The bet has no line'));
  const lines: NumberLine[] = [];
  parsed.data.forEach((wire, i) => {
    const multiple = parseMultiple(wire.beilv, `[${i}].beilv`, errors);
    const result = parseNumberLine(
      rule,
      {
        red: wire.data.list.red,
        blue: wire.data.list.blue ?? [],
        redDan: wire.data.dan?.red ?? [],
        blueDan: wire.data.dan?.blue ?? [],
        play: wire.play,
        multiple,
        additional: isOn(wire.switch),
      },
      `[${i}]`,
      i + 1,
    );
    errors.push(...result.errors);
    if (result.line) lines.push(result.line);
  });
  return errors.length > 0 ? fail(errors) : ok({ kind: 'number', game, lines });
}
