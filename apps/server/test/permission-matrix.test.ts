import { Certification, GroupId, type Access, type Endpoint, type StaffPermission } from '@dzzs/shared';
import { GAME_CODES } from '@dzzs/shared/engine';
import { ENDPOINTS, requestSchemaOf, routesOf, schemas } from '@dzzs/shared/api';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import * as accounts from '../src/modules/account/account.repository.ts';
import { insertClerkConfig } from '../src/modules/staff/staff.repository.ts';
import { createShop } from '../src/modules/account/sign-up.service.ts';
import { sessionsChanged } from '../src/modules/auth/session.service.ts';
import { issueToken } from '../src/modules/auth/token.service.ts';
import { seedDemo } from '../src/seed/demo.ts';
import { objectOf, routeCaller, validValue, type RouteCall } from './helpers/endpoint-calls.ts';
import { databaseSnapshot, shopRows } from './helpers/database-snapshot.ts';
import { createThirdShop } from './helpers/shops.ts';
import { uploadForm } from './helpers/uploads.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

// The permission matrix (docs/api.md, "The permission matrix"), generated from the endpoint definitions: every
// route of ENDPOINTS (aliases and both methods too) is called by every kind of caller, and what it must answer
// follows from the definition's `access` alone, so an endpoint defined later joins without a line written here.
// 1. Refused callers get exactly the guard's code, message and no data, and change no row; admitted callers get
//    anything but the guard's refusal, never HTTP 5xx.
// 2. Shop B (a certified shop with no dealings with shop A, the demo shop) names shop A's rows in every id-like
//    field of every request it may send, and lists with every GET it may call (searching shop A's players): it is
//    refused, and no answer carries shop A's identifiers.
// Since the matrix follows the definitions, the roles' rules are also checked on the definitions themselves.

let t: TestApp;
let call: ReturnType<typeof routeCaller>;
/** Each part makes hundreds of calls, more with each endpoint defined; the demo seed alone takes seconds. */
const MATRIX_TIMEOUT = 180_000;

/** A kind of caller of the matrix. */
interface Caller {
  name: string;
  role: 'guest' | 'player' | 'shopkeeper' | 'staff' | 'support';
  userId: number | null;
  /** Staff: what the owner granted. */
  permissions: readonly StaffPermission[];
  /** The caller's shop is certified. */
  certified: boolean;
  /** A staff account the owner stopped (停用). */
  stopped: boolean;
  token: string | undefined;
}

type Refusal = 'needLogin' | 'noPermission' | 'notCertified';

/** The guard's answers (zh-CN, the default language): code, message and data. */
const REFUSALS: Record<Refusal, { code: number; msg: string; data: unknown }> = {
  needLogin: { code: 303, msg: '请先登录', data: { type: 'need login' } },
  noPermission: { code: 401, msg: '没有权限', data: null },
  notCertified: { code: 401, msg: '当前店铺处于未认证状态中，请完成店铺认证后再试', data: null },
};

const ROLES_OF: Record<Exclude<Access['auth'], 'none' | 'login'>, readonly Caller['role'][]> = {
  shop: ['shopkeeper', 'staff'],
  shopkeeper: ['shopkeeper'],
  player: ['player'],
  support: ['support'],
};

/** What the guard must answer `caller` on an endpoint with `access` (docs/api.md, "Roles"); null: let through. */
function expectedRefusal(access: Access, caller: Caller): Refusal | null {
  if (access.auth === 'none') return null;
  if (caller.role === 'guest' || caller.stopped) return 'needLogin';
  if (access.auth !== 'login' && !ROLES_OF[access.auth].includes(caller.role)) return 'noPermission';
  if (access.staff && caller.role === 'staff' && !caller.permissions.includes(access.staff))
    return 'noPermission';
  if (access.certified && !caller.certified) return 'notCertified';
  return null;
}

const isGuardRefusal = (body: RouteCall['body']) =>
  body.code === REFUSALS.needLogin.code ||
  (body.code === REFUSALS.noPermission.code &&
    (body.msg === REFUSALS.noPermission.msg || body.msg.includes('请完成店铺认证')));

const PERMISSIONS: readonly StaffPermission[] = ['viewUserlist', 'cooperation', 'award'];

/** Shop A (the demo shop, with every module's demo data), shop B and the callers. */
let shopA: number;
let shopB: number;
let callers: Caller[];
let ownerB: Caller;
let playerB: Caller;

async function addUser(shopId: number, group: number, name: string, mobile = ''): Promise<number> {
  const now = Math.floor(Date.now() / 1000);
  return accounts.insertUser(t.db, {
    username: name,
    nickname: name,
    mobile,
    password_hash: 'not used: tokens are issued directly',
    group_id: group,
    shop_id: shopId,
    create_time: now,
    update_time: now,
  });
}

async function addStaff(shopId: number, name: string, granted: readonly StaffPermission[]): Promise<number> {
  const id = await addUser(shopId, GroupId.staff, name);
  const now = Math.floor(Date.now() / 1000);
  await insertClerkConfig(t.db, {
    user_id: id,
    shop_id: shopId,
    view_userlist: granted.includes('viewUserlist') ? 1 : 0,
    cooperation: granted.includes('cooperation') ? 1 : 0,
    award: granted.includes('award') ? 1 : 0,
    create_time: now,
    update_time: now,
  });
  return id;
}

const tokenOf = (userId: number) => issueToken(t.db, userId, 'user', 3600);

async function caller(
  name: string,
  role: Caller['role'],
  userId: number | null,
  more: Partial<Pick<Caller, 'permissions' | 'certified'>> = {},
): Promise<Caller> {
  return {
    name,
    role,
    userId,
    permissions: more.permissions ?? [],
    certified: more.certified ?? false,
    stopped: false,
    token: userId === null ? undefined : await tokenOf(userId),
  };
}

beforeAll(async () => {
  const started = Date.now();
  t = await createTestApp();
  call = routeCaller(t);
  await seedDemo(t.ctx);
  const demo = await accounts.findUserByLogin(t.db, 'demo_shop');
  shopA = demo!.id;
  shopB = await createThirdShop(t);
  const uncertified = await createShop(t.ctx, {
    username: 'uncertified_shop',
    password: 'secret123',
    nickname: '未认证彩票店',
    certification: Certification.none,
  });
  const [playerA] = await accounts.listPlayerIds(t.db, shopA);
  const support = await accounts.findUserByLogin(t.db, 'support');
  const certified = { certified: true };
  callers = [
    await caller('no token', 'guest', null),
    await caller('player of shop A', 'player', playerA!),
    await caller('shopkeeper of shop A', 'shopkeeper', shopA, certified),
    await caller('shopkeeper of shop B', 'shopkeeper', shopB, certified),
    await caller('staff without permissions', 'staff', await addStaff(shopA, 'm_staff_none', []), certified),
    ...(await Promise.all(
      PERMISSIONS.map(async (p) =>
        caller(`staff with ${p} only`, 'staff', await addStaff(shopA, `m_staff_${p}`, [p]), {
          ...certified,
          permissions: [p],
        }),
      ),
    )),
    await caller('stopped staff', 'staff', await addStaff(shopA, 'm_staff_stopped', PERMISSIONS), {
      ...certified,
      permissions: PERMISSIONS,
    }),
    await caller('owner of an uncertified shop', 'shopkeeper', uncertified),
    await caller(
      'staff of an uncertified shop',
      'staff',
      await addStaff(uncertified, 'm_staff_unc', PERMISSIONS),
      {
        permissions: PERMISSIONS,
      },
    ),
    await caller('platform support', 'support', support!.id),
  ];
  // Stopped after it logged in, as the owner stops a clerk: its session ends at once.
  const stopped = callers.find((c) => c.name === 'stopped staff')!;
  await t.db.updateTable('clerk_config').set({ state: 0 }).where('user_id', '=', stopped.userId!).execute();
  sessionsChanged(t.ctx);
  stopped.stopped = true;
  ownerB = callers.find((c) => c.name === 'shopkeeper of shop B')!;
  playerB = await caller(
    'player of shop B',
    'player',
    await addUser(shopB, GroupId.player, 'b_player', '13700000001'),
  );
  console.log(`permission matrix: setup ${Date.now() - started} ms`);
}, MATRIX_TIMEOUT);
afterAll(() => t?.close());

/** Every method and path of every definition. */
const ROUTES = ENDPOINTS.flatMap((endpoint) =>
  routesOf(endpoint).map((route) => ({ ...route, endpoint, label: `${route.method} ${route.url}` })),
);
type Route = (typeof ROUTES)[number];

function byArea(routes: readonly Route[]): Map<string, Route[]> {
  const areas = new Map<string, Route[]>();
  for (const route of routes)
    areas.set(route.endpoint.tag, [...(areas.get(route.endpoint.tag) ?? []), route]);
  return areas;
}

// ——— The roles' rules (docs/api.md, "Roles"), which the definitions must keep ———

/** Areas of the owner's alone: staff never see balances, withdrawals, settings, receipts or red packets. */
const OWNER_AREAS = [
  'shop-money',
  'payments',
  'player withdrawals',
  'receipts',
  'redPackets',
  'settings',
  'statistics-money',
];

/** What staff need their owner's permission for: an area, or the calls under a path. */
const STAFF_PERMISSION_OF: { tag?: string; path?: RegExp; permission: StaffPermission }[] = [
  { tag: 'players', permission: 'viewUserlist' },
  { tag: 'cooperation', permission: 'cooperation' },
  { path: /\.WaitingAward\//, permission: 'award' },
];

/** A shop's calls that change something although the shop is not certified yet, and why. */
const BEFORE_CERTIFICATION: Record<string, string> = {
  'POST /api/user/getPushKey': 'links the device for pushes',
  'POST /api/shopkeeper.mine.Receipt/YulanShoukuangImg':
    'reads the QR code; POST as the earlier app called it',
  'POST /api/shopkeeper.mine.Setup/PostStoreID': 'submits the certification itself',
  'POST /api/common.Common/uploadCertification': 'uploads the certification’s photos or video',
  'POST /api/shopkeeper.mine.Setup/set_notice_board_list':
    'reads the notice history; POST as the earlier app called it',
};

const shopSide = (e: Endpoint) => e.access.auth === 'shop' || e.access.auth === 'shopkeeper';

describe('the definitions keep the roles’ rules', () => {
  it('the owner’s areas refuse staff; staff need their permission; every action needs a certified shop', () => {
    const broken: string[] = [];
    for (const e of ENDPOINTS.filter(shopSide)) {
      const label = `${e.method} ${e.path}`;
      if (OWNER_AREAS.includes(e.tag) && e.access.auth !== 'shopkeeper')
        broken.push(`${label}: the owner's alone (area ${e.tag}), not ${e.access.auth}`);
      for (const rule of STAFF_PERMISSION_OF)
        if (
          (rule.tag === e.tag || rule.path?.test(e.path)) &&
          e.access.auth === 'shop' &&
          e.access.staff !== rule.permission
        )
          broken.push(`${label}: staff need ${rule.permission}`);
      const acts = e.method === 'POST' || e.legacyWritingGet;
      if (acts && !e.access.certified && !(label in BEFORE_CERTIFICATION))
        broken.push(`${label}: an action, so certified (or listed in BEFORE_CERTIFICATION with why)`);
    }
    expect(broken).toEqual([]);
  });
});

describe('the permission matrix', () => {
  it(
    'refuses exactly whom the definitions refuse, with the guard’s code and message, and writes nothing',
    async () => {
      const started = Date.now();
      const failures: string[] = [];
      const before = await databaseSnapshot(t.db);
      let checks = 0;
      // Row counts around each area's calls say which area wrote; the full comparison at the end catches updates too.
      for (const [area, routes] of byArea(ROUTES)) {
        const counts = await databaseSnapshot(t.db, 'counts');
        for (const route of routes)
          for (const c of callers) {
            const refusal = expectedRefusal(route.endpoint.access, c);
            if (!refusal) continue;
            checks++;
            const answer = await call(route, c.token);
            const want = REFUSALS[refusal];
            if (
              answer.status !== 200 ||
              answer.body.code !== want.code ||
              answer.body.msg !== want.msg ||
              JSON.stringify(answer.body.data ?? null) !== JSON.stringify(want.data)
            )
              failures.push(
                `${route.label} as ${c.name}: want ${want.code} "${want.msg}", got HTTP ${answer.status} ${JSON.stringify(answer.body)}`,
              );
          }
        const changed = counts.diff(await databaseSnapshot(t.db, 'counts'));
        if (changed.length) failures.push(`${area}: refused calls changed ${changed.join(', ')}`);
      }
      expect(failures).toEqual([]);
      expect(before.diff(await databaseSnapshot(t.db))).toEqual([]);
      console.log(
        `permission matrix: ${ROUTES.length} routes, ${checks} refusals in ${Date.now() - started} ms`,
      );
    },
    MATRIX_TIMEOUT,
  );

  it(
    'shop B reaches none of shop A’s rows through an id: refused, shown nothing, nothing written',
    async () => {
      const started = Date.now();
      const a = await shopData(shopA);
      const notOfA = await othersRows(shopB);
      const leak = leakFinder(a);
      const failures: string[] = [];
      const uncovered: string[] = [];
      const before = await databaseSnapshot(t.db);
      let checks = 0;
      for (const route of ROUTES) {
        const who = shopBCaller(route);
        const request = requestOf(route.endpoint);
        if (!who || !request) continue;
        for (const field of idFieldsOf(route, request)) {
          const base = baseInput(route, request, field);
          if (typeof base === 'string') {
            uncovered.push(`${route.label} ${field}: ${base}`);
            continue;
          }
          const values = foreignValues(fieldOf(request, field), a, notOfA, route.method === 'GET').filter(
            (value) => accepts(route, request, { ...base, [field]: value }),
          );
          if (!values.length) uncovered.push(`${route.label} ${field}: no row of shop A fits the request`);
          const filter = field in (OWN_LIST_FILTERS[endpointKey(route)] ?? {});
          // And an id no row has, past 32 bits: refused too, not a failed query (PostgreSQL's integer columns).
          const numeric = !fieldOf(request, field).safeParse('a_b').success;
          for (const value of numeric ? [...values, NO_ROW] : values) {
            checks++;
            // Its one token: a call that ended the session would show as a guard refusal of the next ones.
            const answer = await send(route, who.token!, { ...base, [field]: value });
            const leaked = leak(answer.body);
            if (
              answer.status >= 500 ||
              (answer.body.code === 1 && !filter) ||
              isGuardRefusal(answer.body) ||
              leaked
            )
              failures.push(
                `${route.label} as ${who.name} with ${field}=${JSON.stringify(value)}: HTTP ${answer.status} code ${answer.body.code} "${answer.body.msg}"${leaked ? `, shows ${leaked}` : ''}`,
              );
          }
        }
      }
      expect(uncovered).toEqual([]);
      expect(failures).toEqual([]);
      expect(before.diff(await databaseSnapshot(t.db))).toEqual([]);
      console.log(
        `permission matrix: shop B named shop A’s rows ${checks} times in ${Date.now() - started} ms`,
      );
    },
    MATRIX_TIMEOUT,
  );

  it(
    'no answer to shop B’s reading GETs shows shop A’s people or orders, even searched for',
    async () => {
      const started = Date.now();
      const a = await shopData(shopA);
      const leak = leakFinder(a);
      const failures: string[] = [];
      const uncovered: string[] = [];
      let checks = 0;
      for (const route of ROUTES) {
        const who = shopBCaller(route);
        if (!who || route.method !== 'GET' || route.endpoint.legacyWritingGet) continue;
        const request = requestOf(route.endpoint);
        const base = request ? baseInput(route, request, null) : {};
        if (typeof base === 'string') {
          uncovered.push(`${route.label}: ${base}`);
          continue;
        }
        const fields = request ? Object.keys(request.shape) : [];
        // Each tab (every value of a field with a few choices: state, type…), and each search for shop A's people.
        const inputs = [
          base,
          ...fields.flatMap((f) =>
            choicesOf(fieldOf(request!, f))
              .map((choice) => ({ ...base, [f]: choice }))
              .filter((input) => accepts(route, request!, input)),
          ),
          ...fields
            .filter((f) => SEARCH_FIELD.test(f))
            .flatMap((f) => a.searchTerms.map((term) => ({ ...base, [f]: term }))),
        ];
        for (const input of inputs) {
          checks++;
          // A token of its own: an admitted call may end its session (logout).
          const answer = await send(route, await tokenOf(who.userId!), input);
          const leaked = leak(answer.body);
          if (answer.status >= 500 || isGuardRefusal(answer.body) || leaked)
            failures.push(
              `${route.label} as ${who.name} with ${JSON.stringify(input)}: HTTP ${answer.status} code ${answer.body.code} "${answer.body.msg}"${leaked ? `, shows ${leaked}` : ''}`,
            );
        }
      }
      expect(uncovered).toEqual([]);
      expect(failures).toEqual([]);
      console.log(`permission matrix: shop B read ${checks} times in ${Date.now() - started} ms`);
    },
    MATRIX_TIMEOUT,
  );

  it(
    'lets through whom the definitions admit: no guard refusal, no HTTP 5xx',
    async () => {
      const started = Date.now();
      const failures: string[] = [];
      let checks = 0;
      for (const route of ROUTES)
        for (const c of callers) {
          if (expectedRefusal(route.endpoint.access, c)) continue;
          checks++;
          // A token of its own: an admitted call may end its session (logout).
          const answer = await call(route, c.userId === null ? undefined : await tokenOf(c.userId));
          if (answer.status >= 500 || isGuardRefusal(answer.body))
            failures.push(
              `${route.label} as ${c.name}: HTTP ${answer.status} ${JSON.stringify(answer.body)}`,
            );
        }
      expect(failures).toEqual([]);
      console.log(`permission matrix: ${checks} admitted calls in ${Date.now() - started} ms`);
    },
    MATRIX_TIMEOUT,
  );
});

// ——— Part 2: what shop B may name and what it sees ———

/**
 * Request fields that name a row: `id`, `…_id`, `…Id`, `…_ids`, `…_no`, `to`, and a multipart form's `name` (the
 * earlier app sent a ticket photo's order there). Each is tried with shop A's rows unless it is listed below.
 */
const ID_FIELD = /^(id|to)$|_id$|Id$|_ids$|_no$/;
const isIdField = (endpoint: Endpoint, field: string) =>
  ID_FIELD.test(field) || (endpoint.form === 'multipart' && field === 'name');

/** Id-like fields that name nothing of a shop's, wherever they appear. */
const NOT_SHOP_ROWS: Record<string, string> = {
  game_id: 'a game: the same for every shop',
  last_id: 'a paging cursor: it bounds the caller’s own list',
  captchaId: 'a captcha challenge',
  receipt_id: 'a payment channel: the platform offers the same ones to every shop',
  source_id: 'a payment channel (statistics): the platform offers the same ones to every shop',
};

/** Id-like fields of single endpoints that name no row of a shop's, or another shop by design: not tried. */
const NOT_TRIED: Record<string, Record<string, string>> = {
  'GET /api/shopkeeper.mine.Cooperation/addCooperation': {
    id: 'the shop applied to: any shop may apply to any',
  },
  'POST /api/common.Common/uploadChatImage': { name: 'a file name' },
  'POST /api/common.Common/uploadStoreID': { name: 'a file name' },
  'POST /api/common.Common/uploadCertification': { name: 'which of the five photos it is' },
};

/**
 * Id-like fields of single endpoints that filter the caller's own list: another shop's id may answer (an empty
 * list), never with that shop's rows.
 */
const OWN_LIST_FILTERS: Record<string, Record<string, string>> = {
  'GET /api/shopkeeper.mine.Cooperation/History': {
    shop_id: 'the partner whose orders with the caller it lists',
  },
};

/**
 * Sample values for fields no generic value fits, by field name (the other fields of a request must be valid, so
 * that a refusal is about the id and not the input).
 */
const SAMPLE_VALUES: Record<string, unknown> = {
  game_id: GAME_CODES[0],
  gameIndex: GAME_CODES[0],
  rate: 0.01,
  value: '1',
  // A well-formed trade number no payment has: the answer must not be another shop's payment.
  trade_no: 'P20261127000000000000',
};

const SEARCH_FIELD = /^(search|nickname|keyword|mobile|phone)$/i;

function requestOf(endpoint: Endpoint): z.ZodObject | null {
  const request =
    endpoint.form === 'multipart' && endpoint.request ? schemas[endpoint.request] : requestSchemaOf(endpoint);
  return request ? objectOf(request as z.ZodType) : null;
}

const endpointKey = (route: Route) => `${route.method} ${route.endpoint.path}`;

function idFieldsOf(route: Route, request: z.ZodObject): string[] {
  const notTried = NOT_TRIED[endpointKey(route)] ?? {};
  return Object.keys(request.shape).filter(
    (f) => isIdField(route.endpoint, f) && !(f in NOT_SHOP_ROWS) && !(f in notTried),
  );
}

/** Accepted values for every required field but `except`; a sentence saying why when none is found. */
function baseInput(
  route: Route,
  request: z.ZodObject,
  except: string | null,
): Record<string, unknown> | string {
  const shape = request.shape as Record<string, z.ZodType>;
  const input: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(shape)) {
    const value = key === except ? undefined : validValue(field);
    if (value !== undefined) input[key] = value;
  }
  // The field under test holds an accepted value too, so that rules over several fields are checked.
  const refusedIn = (values: Record<string, unknown>) => {
    const probe = except ? { ...values, [except]: validValue(fieldOf(request, except)) } : values;
    const parsed = request.safeParse(route.method === 'GET' ? queryOf(probe) : probe);
    const fields = parsed.success ? [] : parsed.error.issues.map((i) => String(i.path[0] ?? ''));
    return [...new Set(fields)].filter((f) => f !== except);
  };
  // Samples only where the schema refuses what it got: an optional filter left out keeps a list whole. Rules over
  // several fields are checked once each field is valid, hence more than one round.
  for (let round = 0; round < 3; round++)
    for (const field of refusedIn(input)) if (field in SAMPLE_VALUES) input[field] = SAMPLE_VALUES[field];
  const refused = refusedIn(input);
  return refused.length ? `no accepted value for ${refused.join(', ')}: add one to SAMPLE_VALUES` : input;
}

/** The values of a field with a few choices (an enum or literals, inside optional, default, pipe or union). */
function choicesOf(field: z.ZodType): unknown[] {
  const def = (field as unknown as { _zod: { def: Record<string, unknown> } })._zod.def;
  const inner = ['innerType', 'in', 'out'].map((k) => def[k]).filter(Boolean) as z.ZodType[];
  const options = (def.options as z.ZodType[] | undefined) ?? [];
  const own = [
    ...Object.values((def.entries as object | undefined) ?? {}),
    ...((def.values as unknown[]) ?? []),
  ];
  return [...new Set([...own, ...[...inner, ...options].flatMap(choicesOf)])].slice(0, 12);
}

const NO_ROW = 99_999_999_999;

const fieldOf = (request: z.ZodObject, field: string) => request.shape[field] as z.ZodType;

const accepts = (route: Route, request: z.ZodObject, input: Record<string, unknown>) =>
  request.safeParse(route.method === 'GET' ? queryOf(input) : input).success;

const queryOf = (input: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(input)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
  );

/**
 * What shop B may name rightly although a row of shop A has it as its id or number too: shop B's own rows, and every
 * account outside shop A (the platform's support, whom every shop writes to, and other shops' people).
 */
async function othersRows(shopId: number): Promise<Set<unknown>> {
  const own = await shopData(shopId);
  const accounts = await t.db.selectFrom('users').select('id').where('shop_id', '!=', shopA).execute();
  return new Set<unknown>([...own.ids, ...own.texts, ...accounts.map((u) => u.id)]);
}

/** Shop A's row ids and numbers this field accepts, but none that names something else too. */
function foreignValues(field: z.ZodType, a: ShopData, notOfA: Set<unknown>, query: boolean): unknown[] {
  const fits = (v: unknown) => field.safeParse(query ? String(v) : v).success && !notOfA.has(v);
  const textual = field.safeParse('a_b').success;
  const values = (textual ? a.texts : a.ids).filter(fits);
  return values.length ? values : [...a.ids, ...a.texts].filter(fits);
}

let jpeg: Buffer | null = null;

/** Shop B's caller the route admits: its owner, or its player on a player's route; none for support routes. */
const shopBCaller = (route: Route) =>
  [ownerB, playerB].find((c) => !expectedRefusal(route.endpoint.access, c));

async function send(route: Route, token: string, input: Record<string, unknown>): Promise<RouteCall> {
  if (route.endpoint.form !== 'multipart') return call(route, token, input);
  jpeg ??= await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c33' } })
    .jpeg()
    .toBuffer();
  const body = await uploadForm(t, token, route.url, queryOf(input), jpeg);
  return { status: 200, body };
}

interface ShopData {
  /** Ids of the shop's rows in every table with a shop_id (one row each), and of its people. */
  ids: number[];
  /** Texts naming its rows (order numbers, trade numbers): the `…_id` / `…_no` text columns of those tables. */
  texts: string[];
  /** What identifies its players, staff and orders in an answer: usernames, nicknames, phones, order numbers. */
  identifiers: string[];
  userIds: Set<number>;
  /** What a shop would search its players by. */
  searchTerms: string[];
}

async function shopData(shopId: number): Promise<ShopData> {
  const rows = await shopRows(t.db, shopId);
  const people = await t.db
    .selectFrom('users')
    .leftJoin('clerk_config', 'clerk_config.user_id', 'users.id')
    .select(['users.id', 'username', 'nickname', 'mobile', 'group_id', 'clerk_config.real_name'])
    .where('users.shop_id', '=', shopId)
    .where('group_id', 'in', [GroupId.player, GroupId.staff])
    .execute();
  const orders = await t.db
    .selectFrom('orders')
    .select('order_id')
    .where((eb) =>
      eb.or([
        eb('shop_id', '=', shopId),
        eb('receiving_shop_id', '=', shopId),
        eb('ticketing_shop_id', '=', shopId),
      ]),
    )
    .execute();
  const ids = new Set<number>();
  const texts = new Set<string>();
  for (const { table, row, texts: textColumns } of rows) {
    const id = Number(row.id);
    if (Number.isSafeInteger(id)) ids.add(id);
    for (const column of textColumns) {
      const value = row[column];
      if (typeof value === 'string' && value && /(_id|_no)$/.test(column) && table !== 'users')
        texts.add(value);
    }
  }
  // One of each kind of person, whose rows the shop's screens take ids of.
  for (const group of [GroupId.player, GroupId.staff]) {
    const person = people.find((p) => p.group_id === group);
    if (person) ids.add(person.id);
  }
  const player = people.find((p) => p.group_id === GroupId.player);
  return {
    ids: [...ids],
    texts: [...texts],
    identifiers: [
      ...people.flatMap((p) => [p.username, p.nickname, p.mobile, p.real_name ?? '']),
      ...orders.map((o) => o.order_id),
    ].filter((s) => s.length >= 4),
    userIds: new Set(people.map((p) => p.id)),
    searchTerms: player ? [player.nickname, player.mobile, player.username].filter(Boolean) : [],
  };
}

/** The first of shop A's identifiers an answer shows, if any (texts anywhere, user ids under user keys). */
function leakFinder(a: ShopData) {
  const texts = new Set(a.identifiers);
  const USER_KEY = /^(user_id|uid|userId)$/;
  return (body: unknown): string | null => {
    const visit = (value: unknown, key: string): string | null => {
      if (typeof value === 'string') {
        for (const s of texts) if (value.includes(s)) return `"${s}" in ${key}`;
        return null;
      }
      if (typeof value === 'number')
        return USER_KEY.test(key) && a.userIds.has(value) ? `${key} ${value}` : null;
      if (Array.isArray(value)) {
        for (const v of value) {
          const found = visit(v, key);
          if (found) return found;
        }
        return null;
      }
      if (value && typeof value === 'object') {
        for (const [k, v] of Object.entries(value)) {
          const found = visit(v, k);
          if (found) return found;
        }
      }
      return null;
    };
    return visit(body, 'answer');
  };
}
