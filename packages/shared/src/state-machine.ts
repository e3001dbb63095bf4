// The shape of every stateful record's state machine (docs/history.md): one table per entity of the actions that
// move it, the states each may start from and lead to, and who takes it. The server moves a record only along its
// table (one transition helper, which also writes the record's history); the web derives its buttons from the same
// table. No code outside these tables names a state by its number.

/** Who takes an action: a shop account (owner or staff), a player, the platform (its CLI), or the system. */
export type ActorKind = 'shop' | 'player' | 'platform' | 'system';

export interface ActionRule<S extends number = number> {
  readonly from: readonly S[];
  readonly to: readonly S[];
  readonly by: ActorKind;
  /** How the action reads in a history line and in "不能{action}" / "it can't be {action} now". */
  readonly zh: string;
  readonly en: string;
}

export type StateTable<S extends number = number> = Readonly<Record<string, ActionRule<S>>>;

/** Labels of an entity's states, for history lines and messages. */
export type StateLabels<S extends number = number> = Readonly<
  Record<S, { readonly zh: string; readonly en: string }>
>;

/** Whether `action` of `table` may start from `state`. */
export function canTake<T extends StateTable>(table: T, action: keyof T, state: number): boolean {
  return (table[action]!.from as readonly number[]).includes(state);
}

/** The actions `by` may take on a record in `state`, in the table's order (a detail page's buttons). */
export function actionsFrom<T extends StateTable>(
  table: T,
  state: number,
  by: ActorKind,
): (keyof T & string)[] {
  return (Object.keys(table) as (keyof T & string)[]).filter(
    (action) => table[action]!.by === by && canTake(table, action, state),
  );
}
