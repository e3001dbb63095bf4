import { z } from 'zod';
import { fenToYuan, yuanToFen } from './money.ts';

// Building blocks for request schemas: trimmed, length-limited strings and coerced query values.

// Characters no free text needs and some abuse: C0 controls but tab (and the line feed, where lines are allowed),
// DEL, C1 controls, and the bidirectional overrides and isolates that show text in another order than it is stored
// (U+202A–U+202E, U+2066–U+2069). Zero-width joiners stay: emoji are built with them.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const SINGLE_LINE_REFUSED = /[\u0000-\u0008\u000A-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/u;
// eslint-disable-next-line no-control-regex -- as above
const MULTILINE_REFUSED = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/u;

export interface TextOptions {
  /** Fewest characters after trimming (default 0). */
  min?: number;
  /** Line breaks allowed (remarks, chat); a CR LF or lone CR counts as one line feed. Default: one line. */
  multiline?: boolean;
}

/**
 * Free text (names, reasons, remarks, notes, chat): trimmed, length-limited, and free of control characters. A
 * refusal's message is a format key the server words as "<field> contains a control character …".
 */
export function text(max: number, { min = 0, multiline = false }: TextOptions = {}) {
  const trimmed = z.string().trim();
  const lines = multiline ? trimmed.overwrite((s) => s.replace(/\r\n?/g, '\n')) : trimmed;
  return lines
    .min(min)
    .max(max)
    .refine(
      (s) => !(multiline ? MULTILINE_REFUSED : SINGLE_LINE_REFUSED).test(s),
      multiline ? 'text_control' : 'text_control_line',
    );
}
export const requiredText = (max: number, options: Omit<TextOptions, 'min'> = {}) =>
  text(max, { ...options, min: 1 });

/**
 * The largest id: ids are 32-bit integer columns, and PostgreSQL fails a query comparing one with a larger number
 * (HTTP 500) where it should answer "not found".
 */
export const ID_MAX = 2_147_483_647;
/** A positive integer id; GET query strings arrive as text. */
export const id = () => z.coerce.number().int().positive().max(ID_MAX);

/** 0/1 switch accepting 0, 1, "0", "1", true, false. */
export const flag = () =>
  z
    .union([z.literal(0), z.literal(1), z.literal('0'), z.literal('1'), z.boolean()])
    .transform((v) => (v === true || v === 1 || v === '1' ? 1 : 0));

export const mobile = () =>
  z
    .string()
    .trim()
    .regex(/^1[3-9]\d{9}$/, 'mobile_format');
/** Lower-cased, so one mailbox is one address whatever the case it is typed in. */
export const email = () => z.string().trim().toLowerCase().max(100).email('email_format');
/** 6–32 characters, none of & < > " ' and no line breaks (the earlier backend's rule). */
export const password = () =>
  z
    .string()
    .min(6)
    .max(32)
    .regex(/^[^&<>"'\r\n]+$/, 'password_chars');
/** Letter first, then letters, digits, underscore; 3–16 characters. */
export const username = () =>
  z
    .string()
    .trim()
    .regex(/^[a-zA-Z][a-zA-Z0-9_]{2,15}$/, 'username_format');
/** A staff account (员工账号): the username rule, and never all digits (those are read as IDs and mobiles). */
export const staffUsername = () =>
  z
    .string()
    .trim()
    .regex(/\D/, 'username_digits')
    .regex(/^[a-zA-Z][a-zA-Z0-9_]{2,15}$/, 'username_format');
/** A mainland ID card number (15 digits, or 18 with an X last), or empty. */
export const idNumber = () =>
  z
    .string()
    .trim()
    .regex(/^(|\d{15}|\d{17}[\dXx])$/, 'id_number_format')
    .transform((s) => s.toUpperCase());
export const smsCode = () =>
  z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'code_format');

export const pageQuery = {
  current_page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(10),
  /** Keyset cursor: id of the last row of the previous page. */
  last_id: z.coerce.number().int().positive().optional(),
};

/** `YYYY-M-D` or unix seconds; resolved to a day boundary by the server. */
export const dateFilter = () =>
  z
    .string()
    .trim()
    .regex(/^(\d{4}-\d{1,2}-\d{1,2}|\d{1,12})$/, 'date_format')
    .optional()
    .or(z.literal('').transform(() => undefined));

/**
 * Money input accepted by every endpoint: a number or string in yuan with at most two decimals, range-checked,
 * parsed to integer fen.
 */
export function moneyInput(opts: { minFen?: number; maxFen?: number } = {}) {
  const min = opts.minFen ?? 1;
  const max = opts.maxFen ?? 100_000_000_00;
  return z.union([z.number(), z.string()]).transform((value, ctx) => {
    const fen = yuanToFen(value);
    if (fen === null) {
      ctx.addIssue({ code: 'custom', message: 'money_format' });
      return z.NEVER;
    }
    if (fen < min || fen > max) {
      ctx.addIssue({ code: 'custom', message: `money_range:${fenToYuan(min)}:${fenToYuan(max)}` });
      return z.NEVER;
    }
    return fen;
  });
}

/** Yuan string on the wire. */
export const yuan = z.string().regex(/^-?\d+\.\d{2}$/);
