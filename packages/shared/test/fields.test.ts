import { describe, expect, it } from 'vitest';
import { requiredText, text, WsClientFrame } from '../src/index.ts';

const refusal = (
  schema: { safeParse(v: unknown): { success: boolean; error?: { issues: { message: string }[] } } },
  value: string,
) => schema.safeParse(value).error?.issues.map((i) => i.message);

describe('free text fields', () => {
  const line = requiredText(50);
  const lines = text(200, { multiline: true });

  it('refuse C0 and C1 controls, DEL and bidirectional overrides and isolates', () => {
    const refused = [
      '\u0000',
      '\u0007',
      '\u001B[31m',
      '\u007F',
      '\u0085',
      '\u009B',
      '\u202A',
      '\u202B',
      '\u202C',
      '\u202D',
      '\u202E',
      '\u2066',
      '\u2067',
      '\u2068',
      '\u2069',
    ];
    for (const c of refused) {
      expect(refusal(line, `a${c}b`), JSON.stringify(c)).toEqual(['text_control_line']);
      expect(refusal(lines, `a${c}b`), JSON.stringify(c)).toEqual(['text_control']);
    }
  });

  it('take a line break only where the field allows several lines, as a line feed', () => {
    expect(refusal(line, '第一行\n第二行')).toEqual(['text_control_line']);
    expect(refusal(line, '第一行\r第二行')).toEqual(['text_control_line']);
    expect(lines.parse('第一行\r\n第二行\r第三行\n')).toBe('第一行\n第二行\n第三行');
  });

  it('keep tabs, CJK, emoji with their joiners, and zero-width marks', () => {
    for (const ok of ['订单较多,忙不过来 🎉', '👨‍👩‍👧 家庭', 'a\tb', 'שלום\u200Fabc', 'x\u200By', '\uFEFFbom'])
      expect(line.parse(ok)).toBe(ok.trim());
  });

  it('trim and limit length as before', () => {
    expect(line.parse('  店  ')).toBe('店');
    expect(refusal(line, '   ')).toHaveLength(1);
    expect(line.safeParse('x'.repeat(51)).success).toBe(false);
  });

  it('make the content of a chat message', () => {
    const frame = (content: string) => WsClientFrame.safeParse({ type: 'private', to: 1, content });
    expect(frame('你好\n在吗 👋').success).toBe(true);
    expect(frame('你好\u202E').error?.issues.map((i) => [i.path, i.message])).toEqual([
      [['content'], 'text_control'],
    ]);
  });
});
