import type { Db } from '../../db/database.ts';
import type { Caller } from '../../http/auth-guard.ts';
import type { Counts } from './account.mapper.ts';

/**
 * Figures on the account page that belong to other areas (orders waiting, withdrawals, applications…).
 * Each area registers its own; the account module only adds them up.
 */
type CountContributor = (db: Db, caller: Caller) => Promise<Partial<Counts>>;
type InvoicingSource = (db: Db, clerkId: number, shopId: number) => Promise<number>;

const contributors: CountContributor[] = [];
let todayInvoicing: InvoicingSource = async () => 0;

export function contributeCounts(fn: CountContributor): void {
  contributors.push(fn);
}

/** Today's ticketed amount of a staff member, in fen (provided by the orders area). */
export function provideTodayInvoicing(fn: InvoicingSource): void {
  todayInvoicing = fn;
}

export async function collectCounts(db: Db, caller: Caller, base: Counts): Promise<Counts> {
  const parts = await Promise.all(contributors.map((fn) => fn(db, caller)));
  return parts.reduce<Counts>((acc, part) => ({ ...acc, ...part }), { ...base });
}

export const clerkTodayInvoicing = (db: Db, clerkId: number, shopId: number) =>
  todayInvoicing(db, clerkId, shopId);
