import { memoText, RECORD_MACHINES, type RecordEntity, type RecordEvent } from '@dzzs/shared';
import { AppError } from '../../core/errors.ts';
import { inLang, type Lang, type Localized } from '../../core/i18n.ts';
import type { AppContext } from '../../context.ts';
import type { DbOrTrx } from '../../db/database.ts';
import { displayNames } from '../account/account.service.ts';
import type { RecordEventRow } from './history.table.ts';
import * as repo from './history.repository.ts';
import { HM } from './transition.service.ts';

// Reading a record's history (docs/history.md): the shop's owner on a record's detail page, the platform with
// `npm run platform -- history <entity> <id>`, an order's detail through the orders service.

const WHO: Record<'platform' | 'system', Localized> = {
  platform: { zh: '平台', en: 'Platform' },
  system: { zh: '系统', en: 'System' },
};
const CREATE: Localized = { zh: '创建', en: 'created' };

/** Memo catalogues of the entities whose events carry memo codes, by entity. */
export type MemoCatalogues = Partial<Record<RecordEntity, Record<string, Localized>>>;

/** Events as a reader sees them: labels, names and memos in `lang`. */
export async function describe(
  db: DbOrTrx,
  entity: RecordEntity,
  rows: readonly RecordEventRow[],
  lang: Lang,
  memos: Record<string, Localized> = {},
): Promise<RecordEvent[]> {
  const machine = RECORD_MACHINES[entity];
  const actions = machine.actions as Record<string, Localized>;
  const states = machine.states as Record<number, Localized>;
  const names = await displayNames(
    db,
    rows.filter((r) => r.actor_id > 0).map((r) => r.actor_id),
  );
  const state = (s: number | null) => (s === null ? '' : states[s] ? inLang(lang, states[s]) : String(s));
  return rows.map((r) => ({
    action: r.action,
    action_label: inLang(
      lang,
      r.action === 'create' ? (machine.created ?? CREATE) : (actions[r.action] ?? CREATE),
    ),
    from_state: r.from_state,
    to_state: r.to_state,
    from_label: state(r.from_state),
    to_label: state(r.to_state),
    actor:
      r.actor_kind === 'platform' || r.actor_kind === 'system'
        ? inLang(lang, WHO[r.actor_kind])
        : (names.get(r.actor_id) ?? `#${r.actor_id}`),
    actor_kind: r.actor_kind as RecordEvent['actor_kind'],
    reason: r.reason,
    memo: r.memo ? memoText(memos, r.memo, r.memo_params, lang) : '',
    create_time: r.create_time,
  }));
}

/** A record's raw events, oldest first (an order's detail describes them with its own memos). */
export const eventsOf = (db: DbOrTrx, entity: RecordEntity, recordId: number) =>
  repo.eventsOf(db, entity, recordId);

/** The demo's records made as if earlier keep their history in step with them. */
export const backdateEvents = repo.backdateEvents;

/** The history of one of the shop's records; a record of another shop is not found. */
export async function shopHistory(
  ctx: AppContext,
  shopId: number,
  entity: RecordEntity,
  recordId: number,
  lang: Lang,
): Promise<{ events: RecordEvent[] }> {
  const rows = await repo.eventsForShop(ctx.db, entity, recordId, shopId);
  if (!rows.length) throw notFound(entity, recordId);
  return { events: await describe(ctx.db, entity, rows, lang) };
}

/** Every event of a record, for the platform. */
export async function platformHistory(ctx: AppContext, entity: RecordEntity, recordId: number, lang: Lang) {
  const rows = await repo.eventsOf(ctx.db, entity, recordId);
  if (!rows.length) throw notFound(entity, recordId);
  return describe(ctx.db, entity, rows, lang);
}

const notFound = (entity: RecordEntity, id: number) =>
  AppError.fail(HM.historyNotFound, {
    entity: { zh: RECORD_MACHINES[entity].zh, en: RECORD_MACHINES[entity].en },
    id: String(id),
  });
