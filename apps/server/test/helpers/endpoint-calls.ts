import type { z } from 'zod';
import type { TestApp } from './test-app.ts';

// What the tests generated from the endpoint definitions (contract.test.ts, permission-matrix.test.ts) share: how
// to look into a request schema, a value each field accepts, and one call of a route as a client makes it.

/** The object schema inside pipes, effects and defaults. */
export function objectOf(schema: z.ZodType): z.ZodObject | null {
  const def = (schema as unknown as { _zod: { def: { type: string; in?: z.ZodType; schema?: z.ZodType } } })
    ._zod.def;
  if (def.type === 'object') return schema as z.ZodObject;
  if (def.type === 'pipe' && def.in) return objectOf(def.in);
  return null;
}

const CANDIDATES: unknown[] = [
  1,
  '1',
  'demo_shop',
  '13800000001',
  'demo@example.com',
  'Demo123456',
  '123456',
  '2026135',
  '26112200000001',
  'PayTime',
  'register',
  'TicketingImg',
  '2026-1-1',
  0,
  [1],
  true,
];

/** A value the field accepts (so a case breaks only the field under test), or undefined when none is found. */
export function validValue(field: z.ZodType): unknown {
  if (field.safeParse(undefined).success) return undefined;
  const def = (
    field as unknown as { _zod: { def: { entries?: Record<string, unknown>; values?: unknown[] } } }
  )._zod.def;
  const extra = [...Object.values(def.entries ?? {}), ...(def.values ?? [])];
  return [...extra, ...CANDIDATES].find((v) => field.safeParse(v).success);
}

/** A query string's values: strings as they are, anything else as JSON. */
export const stringify = (input: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(input).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
  );

export interface RouteCall {
  status: number;
  body: { code: number; msg: string; data?: unknown };
}

/**
 * Calls a route with `input` as its query string (GET) or JSON body (POST), each call from its own address so the
 * tight per-route limits (login, codes) don't answer instead of the route.
 */
export function routeCaller(t: TestApp) {
  let calls = 0;
  return async (
    route: { method: 'GET' | 'POST'; url: string },
    token: string | undefined,
    input: Record<string, unknown> = {},
  ): Promise<RouteCall> => {
    const headers: Record<string, string> = { server: '1' };
    if (token) headers['ba-user-token'] = token;
    calls++;
    const res = await t.app.inject({
      method: route.method,
      url: route.url,
      headers,
      remoteAddress: `10.${(calls >> 16) & 255}.${(calls >> 8) & 255}.${calls & 255}`,
      ...(route.method === 'GET' ? { query: stringify(input) } : { payload: input }),
    });
    return { status: res.statusCode, body: res.json() as RouteCall['body'] };
  };
}
