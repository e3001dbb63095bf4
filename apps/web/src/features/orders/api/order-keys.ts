import type { QueryClient } from '@tanstack/react-query';
import { COOPERATION_KEY } from '../../../shared/api/cooperation-key.ts';
import { USER_INDEX_KEY } from '../../../shared/api/user-index.ts';

// Apart from the calls so that the app's push listener, mounted on every page, refreshes orders without loading them.

/** Every query of the orders feature is cached under this key. */
export const ORDERS_KEY = ['orders'] as const;

/**
 * After any change: the order, every list and badge, the mine-page counters, and what partner shops show of
 * orders (a ticket bought for a partner moves its cooperation balance) are fetched again.
 */
export function refreshOrders(client: QueryClient) {
  void client.invalidateQueries({ queryKey: ORDERS_KEY });
  void client.invalidateQueries({ queryKey: USER_INDEX_KEY });
  void client.invalidateQueries({ queryKey: COOPERATION_KEY });
}
