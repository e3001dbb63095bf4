import { z } from 'zod';

export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  time: number;
  data: T;
}

export const envelopeOf = <T extends z.ZodType>(data: T) =>
  z.object({ code: z.number().int(), msg: z.string(), time: z.number().int(), data });

/** Paged list answer (docs/api.md). */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    total: z.number().int(),
    per_page: z.number().int(),
    current_page: z.number().int(),
    last_page: z.number().int(),
    /** Send as `last_id` to get the next page by keyset; null on the last page. */
    next_last_id: z.number().int().nullable(),
    data: z.array(item),
  });
export interface Page<T> {
  total: number;
  per_page: number;
  current_page: number;
  last_page: number;
  next_last_id: number | null;
  data: T[];
}
