import type { Compilable, CompiledQuery } from 'kysely';
import type { DbOrTrx } from './database.ts';

// The order tab's queries run on every read of a list (docs/orders.md, "Kept lists"). Built with Kysely on every
// call, each costs more than SQLite takes to answer it: the builder copies its immutable tree at every step and the
// compiler walks it, and in a server that builds hundreds of other shapes that shared code runs far slower than it
// does alone (a page and its count: some 60 µs of a 160 µs read). A precompiled query is built and compiled once
// per dialect and shape; each call only puts its values in. The text is keyed by the dialect's adapter, which a
// database shares with its transactions: a statement run inside transactions (a roll-up's upsert) is compiled once
// too, not once per transaction.
//
// The build function gets stand-ins for the values, never the values: written at module level, it can't capture one
// call's value (a shop id) into the text every later call runs. What changes the text — a filter present or not, a
// LIMIT written as a literal — is the shape, and part of the key.

const SLOT = Symbol('precompiled value');
interface Slot {
  readonly [SLOT]: string;
}
const isSlot = (value: unknown): value is Slot =>
  typeof value === 'object' && value !== null && SLOT in value;

export type Shape = Record<string, string | number | boolean>;

/** Shapes kept per query and dialect: a page's OFFSET is part of the text, so the shapes of deep pages vary. */
const MAX_SHAPES = 200;

/** A query built once per dialect and shape; run it with the values of each call. */
export function precompiled<Values extends object, S extends Shape, Row>(
  build: (db: DbOrTrx, values: Values, shape: S) => Compilable<Row>,
): (db: DbOrTrx, values: Values, shape: S) => Promise<Row[]> {
  const compiled = new WeakMap<object, Map<string, CompiledQuery<Row>>>();
  return async (db, values, shape) => {
    const dialect = db.getExecutor().adapter;
    let byShape = compiled.get(dialect);
    if (!byShape) compiled.set(dialect, (byShape = new Map()));
    const key = Object.values(shape).join('|');
    let query = byShape.get(key);
    if (!query) {
      const slots = Object.fromEntries(Object.keys(values).map((name) => [name, { [SLOT]: name }]));
      query = build(db, slots as unknown as Values, shape).compile();
      if (byShape.size >= MAX_SHAPES) byShape.delete(byShape.keys().next().value as string);
      byShape.set(key, query);
    }
    const named = values as Record<string, unknown>;
    const parameters = query.parameters.map((p) => (isSlot(p) ? named[p[SLOT]] : p));
    return (await db.executeQuery<Row>({ ...query, parameters })).rows;
  };
}
