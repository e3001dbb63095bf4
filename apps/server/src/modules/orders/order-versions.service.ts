import type { DbOrTrx } from '../../db/database.ts';
import * as repo from './orders.repository.ts';

// The orders module owns `order_list_versions`; the account module keeps its mine page answer under the shop's
// order version too (docs/accounts.md, "The mine page's kept answer").

/** The shop's order version: moved by the database with every change of one of its orders or photos. */
export const orderListVersion = (db: DbOrTrx, shopId: number): Promise<number> =>
  repo.listVersion(db, shopId);
