import { RECORD_MACHINES, type RecordEntity } from '@dzzs/shared';
import { expect } from 'vitest';
import type { TestApp } from './test-app.ts';

// Every transition of an entity, generated from its table in packages/shared (docs/history.md): for each state the
// record can be in and each action of the table, an allowed action moves the record once to a state it may lead to
// and writes one event row; a forbidden one answers code 0 naming the state, changes no row and writes no event.

export interface MatrixCase<A extends string> {
  entity: RecordEntity;
  /** Puts a fresh record in `state` (the way the app would, or directly in the table) and returns its id. */
  prepare(state: number): Promise<number>;
  /** Takes `action` on the record as the actor the table names; `{ code, msg }` of the answer. */
  act(action: A, id: number): Promise<{ code: number; msg: string }>;
  /** The record's state now. */
  stateOf(id: number): Promise<number>;
  /** What a refusal must leave untouched (the record's row, balances…). */
  snapshot(id: number): Promise<unknown>;
  /** States to try (default: every state with a label). */
  states?: readonly number[];
  /** Actions the HTTP surface cannot take in some states for reasons besides the table (skipped, with why). */
  skip?: (action: A, state: number) => string | undefined;
}

export async function eventsOf(t: TestApp, entity: RecordEntity, id: number) {
  return t.db
    .selectFrom('record_events')
    .selectAll()
    .where('entity', '=', entity)
    .where('record_id', '=', id)
    .orderBy('id')
    .execute();
}

/** Runs every state × action of `c.entity`; returns how many moves and refusals it checked. */
export async function checkStateMatrix<A extends string>(
  t: TestApp,
  c: MatrixCase<A>,
): Promise<{ moved: number; refused: number }> {
  const machine = RECORD_MACHINES[c.entity];
  const actions = machine.actions as Record<string, { from: readonly number[]; to: readonly number[] }>;
  const states = c.states ?? Object.keys(machine.states).map(Number);
  let moved = 0;
  let refused = 0;
  for (const state of states)
    for (const action of Object.keys(actions) as A[]) {
      if (c.skip?.(action, state)) continue;
      const id = await c.prepare(state);
      const before = await eventsOf(t, c.entity, id);
      const snap = await c.snapshot(id);
      const rule = actions[action]!;
      const answer = await c.act(action, id);
      const after = await eventsOf(t, c.entity, id);
      const where = `${c.entity}.${action} from state ${state}`;
      if (rule.from.includes(state)) {
        expect(answer.code, `${where}: ${answer.msg}`).toBe(1);
        const now = await c.stateOf(id);
        expect(rule.to, where).toContain(now);
        expect(after.length - before.length, where).toBe(1);
        expect(after.at(-1), where).toMatchObject({ action, from_state: state, to_state: now });
        moved++;
      } else {
        expect(answer.code, where).toBe(0);
        expect(answer.msg, where).not.toBe('');
        expect(after, where).toEqual(before);
        expect(await c.stateOf(id), where).toBe(state);
        expect(await c.snapshot(id), where).toEqual(snap);
        refused++;
      }
    }
  return { moved, refused };
}
