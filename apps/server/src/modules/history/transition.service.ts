import {
  canTake,
  RECORD_MACHINES,
  type ActionOf,
  type ActorKind,
  type Memo,
  type RecordEntity,
} from '@dzzs/shared';
import { AppError } from '../../core/errors.ts';
import { defineMessages, type Localized } from '../../core/i18n.ts';
import type { Tx } from '../../db/transaction.ts';
import type { Trx } from '../../db/database.ts';
import * as repo from './history.repository.ts';

// The one way a stateful record changes state (docs/history.md). Every withdrawal, red packet, partner
// application, payment channel, recharge, payment, certification and order moves through `transition`, inside the
// caller's transaction:
//   the row as loaded (locked where the dialect has row locks) → who may act (the entity's table) → whether the
//   action may start from the row's state → the action's own checks → the conditional update, returning the row as
//   written → money, from that row → the event row → what the move sets off in the same transaction (its
//   websocket events among it: docs/operations.md).
// Money is posted from the row the conditional update returned, never from an earlier read: of two decisions at
// the same moment one moves the row, and the other finds it moved and is refused with the state it is now in.

export const HM = defineMessages({
  recordWrongState: {
    zh: '{entity}当前状态为「{state}」，不能{action}',
    en: 'The {entity} is "{state}"; it can’t be {action} now',
  },
  recordWrongActor: { zh: '无权{action}此{entity}', en: 'You may not do this: only {by} can' },
  historyNotFound: { zh: '{entity} {id} 不存在', en: 'No {entity} {id}' },
});

/** Who acts: a shop account (owner or staff), a player, the platform's CLI, or the system (scheduler, notices). */
export type Actor =
  | { kind: 'shop'; userId: number; shopId: number; isStaff?: boolean }
  | { kind: 'player'; userId: number; shopId: number }
  | { kind: 'platform' }
  | { kind: 'system' };

export const SYSTEM: Actor = { kind: 'system' };
export const PLATFORM: Actor = { kind: 'platform' };
/** The account id events record for the platform and the system. */
export const NO_ACCOUNT = 0;

export const actorAccount = (actor: Actor) =>
  actor.kind === 'shop' || actor.kind === 'player' ? actor.userId : NO_ACCOUNT;

const BY: Record<ActorKind, Localized> = {
  shop: { zh: '店铺', en: 'the shop' },
  player: { zh: '彩民', en: 'the player' },
  platform: { zh: '平台', en: 'the platform' },
  system: { zh: '系统', en: 'the system' },
};

/** A record as every machine sees it: an id and a state. */
export interface StatefulRow {
  id: number;
  state: number;
}

/** How an entity's owner stores it: what the helper needs besides the shared table. */
export interface Machine<E extends RecordEntity, Row extends StatefulRow, Patch> {
  entity: E;
  /** The conditional update: `to` and `patch` where the row is still in `from`; the row as written, or none. */
  move(trx: Trx, row: Row, to: number, patch: Patch): Promise<Row | undefined>;
  /** The row as it is now (after a lost race, for the refusal's message). */
  find(trx: Trx, id: number): Promise<Row | undefined>;
  /** The shop whose record it is, and the other shop that also reads its history (0 for none). */
  shops(row: Row): { shopId: number; otherShopId?: number };
  /** A refusal in the entity's own words, when it has them (orders name their state their way). */
  wrongState?: (action: ActionOf<E>, row: Row) => AppError;
}

export interface Step<E extends RecordEntity, Row extends StatefulRow, Patch> {
  action: ActionOf<E>;
  actor: Actor;
  /** The record as loaded in this transaction (locked on PostgreSQL), already scoped to the actor. */
  row: Row;
  now: number;
  /** The state to move to, for actions that lead to more than one. */
  to?: number;
  /** The action's own checks on the row as loaded. */
  check?: (row: Row) => void | Promise<void>;
  /** Columns the move writes besides the state. */
  patch?: (row: Row) => Patch;
  /** Money the action moves, from the row as the move wrote it. */
  money?: (moved: Row) => Promise<void>;
  /** What the actor typed (a refusal's reason). */
  reason?: string;
  /** A memo code of the entity's catalogue, for what the event adds besides the reason. */
  memo?: (moved: Row, before: Row) => Memo<string> | null;
  /** What the move sets off in the same transaction once it is recorded. */
  next?: (moved: Row) => Promise<void>;
}

export interface Moved<Row> {
  before: Row;
  after: Row;
}

const labelOf = (labels: Readonly<Record<number, Localized>>, state: number): Localized | string =>
  labels[state] ?? String(state);

/** The refusal of an action asked in a state that doesn't allow it: it names the record's current state. */
export function wrongState<E extends RecordEntity>(entity: E, action: ActionOf<E>, state: number): AppError {
  const machine = RECORD_MACHINES[entity];
  const rule = (machine.actions as Record<string, Localized>)[action]!;
  return AppError.fail(HM.recordWrongState, {
    entity: { zh: machine.zh, en: machine.en.toLowerCase() },
    state: labelOf(machine.states, state),
    action: { zh: rule.zh, en: rule.en },
  });
}

export async function transition<E extends RecordEntity, Row extends StatefulRow, Patch>(
  tx: Tx,
  machine: Machine<E, Row, Patch>,
  step: Step<E, Row, Patch>,
): Promise<Moved<Row>> {
  const table = RECORD_MACHINES[machine.entity].actions as Record<
    string,
    { from: readonly number[]; to: readonly number[]; by: ActorKind; zh: string; en: string }
  >;
  const rule = table[step.action];
  if (!rule) throw new Error(`${machine.entity} has no action ${step.action}`);
  if (rule.by !== step.actor.kind) {
    // The platform and the system act through their own code paths; a wrong kind there is a programming error.
    if (step.actor.kind === 'platform' || step.actor.kind === 'system')
      throw new Error(`${machine.entity}.${step.action} is taken by ${rule.by}, not ${step.actor.kind}`);
    throw AppError.fail(HM.recordWrongActor, {
      action: { zh: rule.zh, en: rule.en },
      entity: { zh: RECORD_MACHINES[machine.entity].zh, en: RECORD_MACHINES[machine.entity].en },
      by: BY[rule.by],
    });
  }
  const row = step.row;
  const refuse = (state: number, current: Row) =>
    machine.wrongState?.(step.action, current) ?? wrongState(machine.entity, step.action, state);
  if (!canTake(table, step.action, row.state)) throw refuse(row.state, row);
  await step.check?.(row);
  const to = step.to ?? rule.to[0];
  if (to === undefined || !rule.to.includes(to))
    throw new Error(`${machine.entity}.${step.action} cannot lead to state ${String(to)}`);
  const after = await machine.move(tx.trx, row, to, step.patch?.(row) ?? ({} as Patch));
  if (!after) {
    // Only where the row was not locked (SQLite has no row locks; its transactions are exclusive): it moved.
    const now = (await machine.find(tx.trx, row.id)) ?? row;
    throw refuse(now.state, now);
  }
  await step.money?.(after);
  const memo = step.memo?.(after, row) ?? null;
  const shops = machine.shops(after);
  await repo.insertEvent(tx.trx, {
    entity: machine.entity,
    record_id: row.id,
    shop_id: shops.shopId,
    other_shop_id: shops.otherShopId ?? 0,
    action: step.action,
    from_state: row.state,
    to_state: to,
    actor_kind: step.actor.kind,
    actor_id: actorAccount(step.actor),
    reason: step.reason ?? '',
    memo: memo?.code ?? '',
    memo_params: memo?.params ? JSON.stringify(memo.params) : '',
    create_time: step.now,
  });
  await step.next?.(after);
  return { before: row, after };
}

/** The event that made a record (its first line of history), written in the transaction that inserted it. */
export async function created<E extends RecordEntity, Row extends StatefulRow>(
  tx: Tx,
  machine: Pick<Machine<E, Row, unknown>, 'entity' | 'shops'>,
  row: Row,
  actor: Actor,
  now: number,
  extra: { reason?: string; memo?: Memo<string> | null } = {},
): Promise<void> {
  const shops = machine.shops(row);
  await repo.insertEvent(tx.trx, {
    entity: machine.entity,
    record_id: row.id,
    shop_id: shops.shopId,
    other_shop_id: shops.otherShopId ?? 0,
    action: 'create',
    from_state: null,
    to_state: row.state,
    actor_kind: actor.kind,
    actor_id: actorAccount(actor),
    reason: extra.reason ?? '',
    memo: extra.memo?.code ?? '',
    memo_params: extra.memo?.params ? JSON.stringify(extra.memo.params) : '',
    create_time: now,
  });
}
