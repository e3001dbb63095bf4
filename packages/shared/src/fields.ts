import { z } from 'zod';

/** Building blocks for request schemas: trimmed, length-limited strings and coerced query values. */
export const text = (max: number, min = 0) => z.string().trim().min(min).max(max);
export const requiredText = (max: number) => text(max, 1);

/** A positive integer id; GET query strings arrive as text. */
export const id = () => z.coerce.number().int().positive();

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
