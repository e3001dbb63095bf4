import type { DbOrTrx } from '../../db/database.ts';
import * as repo from './orders.repository.ts';

// Where a shop's figures stand, as the database moves them (docs/accounts.md, "The mine page's kept answer"): the
// orders module owns `order_list_versions`; the account module keeps its mine page answer under this version.

/** The shop's order version, its account version and the platform's, as one string. */
export const accountVersion = (db: DbOrTrx, shopId: number): Promise<string> =>
  repo.accountVersion(db, shopId);
