import type { AuthLevel } from '@dzzs/shared';
import { ENDPOINTS, requestSchemaOf, routesOf } from '@dzzs/shared/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { issueToken } from '../src/modules/auth/token.service.ts';
import { seedDemoAccounts } from '../src/seed/demo.ts';
import { objectOf, routeCaller, stringify, validValue } from './helpers/endpoint-calls.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

// The contract every endpoint keeps, generated from the endpoint definitions of the shared package (their access and
// schemas), so an endpoint defined later is covered without writing a line here:
// - no token → 303 (unless public); a token of a role the route doesn't serve → 401;
// - for each request field: missing, wrong type, over-long, negative, and an unknown extra field → code 0 with a
//   message naming the field; never HTTP 500; nothing written by a refused call.

let t: TestApp;
let tokens: Record<'shop' | 'player' | 'support', string>;
let call: ReturnType<typeof routeCaller>;

beforeAll(async () => {
  t = await createTestApp();
  call = routeCaller(t);
  const ids = await seedDemoAccounts(t.ctx);
  tokens = {
    shop: (await t.login('demo_shop')).token,
    player: await issueToken(t.db, ids.playerIds[0]!, 'user', 3600),
    support: await issueToken(t.db, ids.supportId, 'user', 3600),
  };
});
afterAll(() => t.close());

/** One method and path of an endpoint. */
interface Endpoint {
  method: 'GET' | 'POST';
  url: string;
  auth: AuthLevel;
  part: 'querystring' | 'body' | null;
  schema: z.ZodObject | null;
}

/** Every call of the API as defined in the shared package (a multipart form is read by hand and has no JSON schema). */
function endpoints(): Endpoint[] {
  return ENDPOINTS.flatMap((e) => {
    const request = requestSchemaOf(e);
    return routesOf(e).map(({ method, url }) => ({
      method,
      url,
      auth: e.access.auth,
      part: request ? (method === 'GET' ? ('querystring' as const) : ('body' as const)) : null,
      schema: request && objectOf(request),
    }));
  });
}

interface Case {
  name: string;
  field: string;
  input: Record<string, unknown>;
  /** Every field the schema refuses in this input: the message must name one (the one broken, when it is alone). */
  invalid: string[];
}

/** The bad inputs of an endpoint, one field broken at a time on top of otherwise accepted values. */
function casesOf(e: Endpoint): Case[] {
  if (!e.schema) return [];
  const shape = e.schema.shape as Record<string, z.ZodType>;
  const base: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(shape)) {
    const value = validValue(field);
    if (value !== undefined) base[key] = value;
  }
  const query = e.part === 'querystring';
  const refusedFields = (input: Record<string, unknown>) => {
    const parsed = e.schema!.safeParse(query ? stringify(input) : input);
    return parsed.success ? [] : [...new Set(parsed.error.issues.map((i) => String(i.path[0] ?? '')))];
  };
  const extra = { ...base, zz_extra: '1' };
  const cases: Case[] = [
    { name: 'unknown extra field', field: 'zz_extra', input: extra, invalid: refusedFields(extra) },
  ];
  for (const key of Object.keys(shape)) {
    const without = { ...base };
    delete without[key];
    const variants: [string, unknown][] = [
      ['missing', undefined],
      ['wrong type', query ? '{"x":1}' : { x: { y: 1 } }],
      ['over-long', 'x'.repeat(5000)],
      ['negative', query ? '-5' : -5],
    ];
    for (const [name, value] of variants) {
      const input = value === undefined ? without : { ...base, [key]: value };
      // Only inputs the schema really refuses for this field are cases (an optional field may be missing…).
      const invalid = refusedFields(input);
      if (!invalid.includes(key)) continue;
      cases.push({ name, field: key, input, invalid });
    }
  }
  return cases;
}

const TABLES = [
  'users',
  'tokens',
  'orders',
  'record_events',
  'money_log',
  'draws',
  'match_results',
  'settings',
] as const;
async function counts() {
  const out: Record<string, number> = {};
  for (const table of TABLES)
    out[table] = Number(
      (
        await t.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return out;
}

/** A token the route serves, and one of a role it doesn't. */
function tokensFor(level: AuthLevel): { allowed: string; refused: string | null } {
  if (level === 'player') return { allowed: tokens.player, refused: tokens.shop };
  if (level === 'support') return { allowed: tokens.support, refused: tokens.shop };
  if (level === 'shop' || level === 'shopkeeper') return { allowed: tokens.shop, refused: tokens.player };
  return { allowed: tokens.shop, refused: null };
}

describe('the contract of every endpoint', () => {
  it('holds for every route, role and bad field', async () => {
    const all = endpoints();
    expect(all.length).toBeGreaterThan(30);
    // What is defined is what is served: no route outside the definitions, no definition without its route.
    const served = t.routes
      .filter((r) => r.url.startsWith('/api/'))
      .flatMap((r) => (Array.isArray(r.method) ? r.method : [r.method]).map((m) => `${m} ${r.url}`));
    expect(served.filter((m) => !m.startsWith('HEAD')).sort()).toEqual(
      all.map((e) => `${e.method} ${e.url}`).sort(),
    );
    const before = await counts();
    let ran = 0;
    const failures: string[] = [];
    const check = (ok: boolean, what: string) => {
      ran++;
      if (!ok) failures.push(what);
    };
    for (const e of all) {
      const label = `${e.method} ${e.url}`;
      const { allowed, refused } = tokensFor(e.auth);
      if (e.auth !== 'none') {
        const anonymous = await call(e, undefined);
        check(
          anonymous.status === 200 && anonymous.body.code === 303,
          `${label} without a token: ${anonymous.body.code}`,
        );
      }
      if (refused) {
        const wrongRole = await call(e, refused);
        check(wrongRole.body.code === 401, `${label} with another role's token: ${wrongRole.body.code}`);
      }
      for (const c of casesOf(e)) {
        const answer = await call(e, allowed, c.input);
        check(answer.status !== 500, `${label} ${c.name} ${c.field}: HTTP 500`);
        const named = c.invalid.length === 1 ? [c.field] : c.invalid;
        check(
          answer.body.code === 0 && named.some((f) => answer.body.msg.includes(f)),
          `${label} ${c.name} ${c.field}: code ${answer.body.code} "${answer.body.msg}"`,
        );
      }
    }
    expect(failures).toEqual([]);
    expect(await counts()).toEqual(before);
    console.log(`contract: ${all.length} endpoints × ${ran} checks`);
  });
});
