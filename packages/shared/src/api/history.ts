import { z } from 'zod';
import { id } from '../fields.ts';
import { RECORD_ENTITIES } from '../record-machines.ts';

// Wire shapes of a record's history (docs/history.md): who moved it, when, from which state to which, and why.

/** The entities a shop reads the history of by id; an order's history comes with its detail (OrderDetail.events). */
export const HISTORY_ENTITIES = RECORD_ENTITIES.filter((e) => e !== 'order') as [
  Exclude<(typeof RECORD_ENTITIES)[number], 'order'>,
  ...Exclude<(typeof RECORD_ENTITIES)[number], 'order'>[],
];

/** GET shopkeeper.History/list — `entity` one of HISTORY_ENTITIES, `id` the record's id. */
export const HistoryRequest = z.strictObject({ entity: z.enum(HISTORY_ENTITIES), id: id() });

/** One line of a record's history, in the reader's language. */
export const RecordEvent = z.object({
  /** The action of the entity's table, or `create`. */
  action: z.string(),
  /** The action as it reads: 申请提现, 拒绝… */
  action_label: z.string(),
  from_state: z.number().int().nullable(),
  to_state: z.number().int(),
  from_label: z.string(),
  to_label: z.string(),
  /** The account's name, or 平台 / 系统. */
  actor: z.string(),
  actor_kind: z.enum(['shop', 'player', 'platform', 'system']),
  /** What the actor typed (a refusal's reason); '' for none. */
  reason: z.string(),
  /** What the event adds (an amount, a partner's name), in the reader's language; '' for none. */
  memo: z.string(),
  create_time: z.number().int(),
});
export type RecordEvent = z.infer<typeof RecordEvent>;

export const RecordHistory = z.object({ events: z.array(RecordEvent) });
export type RecordHistory = z.infer<typeof RecordHistory>;
