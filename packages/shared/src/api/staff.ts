import { z } from 'zod';
import { GAME_CODES } from '../engine/games.ts';
import { flag, id, idNumber, moneyInput, password, staffUsername, text, yuan } from '../fields.ts';
import { STAFF_LIMITS } from '../staff-rules.ts';

// Wire shapes of staff management (docs/staff.md): the owner's list of staff accounts, their permissions and their
// per-game acceptance rules. Names follow the earlier app (Clerk/list, ClerkInfo, AddClerk, EditClerk, clerkClose,
// ColorEditing).

const unix = z.number().int();
const zeroOrOne = z.coerce.number().pipe(z.literal([0, 1]));
/** An amount of a 限额 rule; the earlier app sends '' when the rule has none. */
const ruleAmount = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  moneyInput({ minFen: STAFF_LIMITS.ruleMinFen, maxFen: STAFF_LIMITS.ruleMaxFen }).optional(),
);
const realName = () => text(STAFF_LIMITS.realNameMax);
const remarks = () => text(STAFF_LIMITS.remarksMax, { multiline: true });

/** Clerk/list: the shop's staff, 已启用 (1) or 已停用 (0), or all. */
export const StaffListRequest = z.strictObject({ state: zeroOrOne.optional() });

export const StaffIdQuery = z.strictObject({ id: id() });

/** clerkClose: '0' stops the account (停用), '1' starts it again (启用). */
export const StaffSwitchRequest = z.strictObject({ id: id(), state: zeroOrOne });

/** ColorEditing: the rule of one game; `value` 0 不限制金额, 1 拒绝接单, 2 限额 within [minMoney, maxMoney] yuan. */
export const StaffGameRuleRequest = z
  .strictObject({
    id: id(),
    gameIndex: z.coerce.number().pipe(z.literal(GAME_CODES)),
    value: z.coerce.number().pipe(z.literal([0, 1, 2])),
    minMoney: ruleAmount,
    maxMoney: ruleAmount,
  })
  .superRefine((v, ctx) => {
    if (v.value !== 2) return;
    if (v.minMoney === undefined) ctx.addIssue({ code: 'custom', path: ['minMoney'], message: 'required' });
    else if (v.maxMoney === undefined)
      ctx.addIssue({ code: 'custom', path: ['maxMoney'], message: 'required' });
    else if (v.minMoney > v.maxMoney)
      ctx.addIssue({ code: 'custom', path: ['minMoney'], message: 'staff_range_order' });
  });

const permissions = {
  viewUserlist: flag(),
  cooperation: flag(),
  award: flag(),
};

/** AddClerk: a new staff account of the caller's shop. */
export const StaffAddRequest = z.strictObject({
  username: staffUsername(),
  password: password(),
  realName: realName().default(''),
  sfzID: idNumber().default(''),
  remarks: remarks().default(''),
  viewUserlist: permissions.viewUserlist.default(0),
  cooperation: permissions.cooperation.default(0),
  award: permissions.award.default(0),
});

/** EditClerk: what is given changes; an empty or missing password keeps the old one. */
export const StaffEditRequest = z.strictObject({
  id: id(),
  password: z.preprocess((v) => (v === '' ? undefined : v), password().optional()),
  realName: realName().optional(),
  sfzID: idNumber().optional(),
  remarks: remarks().optional(),
  viewUserlist: permissions.viewUserlist.optional(),
  cooperation: permissions.cooperation.optional(),
  award: permissions.award.optional(),
});

const StaffGameEntry = z.strictObject({
  game: z.strictObject({ id: unix, title: z.string(), image: z.string() }),
  /** `state` as StaffGameRule; the amounts in yuan ("0.00" unless 限额). */
  data: z.strictObject({ state: z.number().int(), minMoney: yuan, maxMoney: yuan }),
});

export const StaffMember = z.strictObject({
  id: unix,
  username: z.string(),
  nickname: z.string(),
  avatar: z.string(),
  create_time: unix,
  clerkConfig: z.strictObject({
    /** StaffState: 1 已启用, 0 已停用. */
    state: z.number().int(),
    realName: z.string(),
    remarks: z.string(),
    sfz: z.string(),
    viewUserlist: z.number().int(),
    cooperation: z.number().int(),
    award: z.number().int(),
    /** Every game, with this staff member's rule for it. */
    gamelist: z.array(StaffGameEntry),
  }),
  /** Failed logins counted now (from every address; forgotten 30 minutes after the last). */
  loginfailure: z.number().int(),
});
export type StaffMember = z.infer<typeof StaffMember>;

export const StaffList = z.array(StaffMember);
