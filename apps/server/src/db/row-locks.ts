import type { Dialect } from './migrations/helpers.ts';

/**
 * Locks the rows a query reads where the dialect has row locks (SQLite transactions are already exclusive), so that
 * of two transactions acting on the same rows, whoever locks first acts first.
 *
 * On PostgreSQL the lock is `FOR NO KEY UPDATE`, the lock an UPDATE of non-key columns takes itself: it does not
 * conflict with the `FOR KEY SHARE` lock that inserting a row which refers to this one (a foreign key) takes.
 * `FOR UPDATE` would: a transaction that inserted a red-packet grab referring to a player and then locked the
 * player's wallet deadlocked with another doing the same for that player, since each held the key-share lock the
 * other's update waited for. Callers change columns, never keys, and delete no locked row.
 */
export const locked = <Q extends { forNoKeyUpdate(): Q }>(query: Q, dialect: Dialect): Q =>
  dialect === 'postgres' ? query.forNoKeyUpdate() : query;

/**
 * Locks the rows a query reads against change while letting others read and share-lock them too (PostgreSQL
 * `FOR SHARE`): a check that a row still stands (a cooperation before a hand-over or a prepayment) holds until the
 * commit, and whoever would end or change it waits. Nothing on SQLite, whose transactions are exclusive.
 */
export const sharedLock = <Q extends { forShare(): Q }>(query: Q, dialect: Dialect): Q =>
  dialect === 'postgres' ? query.forShare() : query;
