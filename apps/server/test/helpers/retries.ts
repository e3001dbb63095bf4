import { Writable } from 'node:stream';
import { TRANSACTION_RETRIED } from '../../src/db/transaction.ts';

/**
 * A log stream for createTestApp that counts the transactions run again after a deadlock or a serialization
 * failure (each retry is logged at warn): a workload's locks are taken in one order, so retries stay rare.
 */
export function retryCounter(): { logger: object; retries: () => number } {
  let retries = 0;
  const stream = new Writable({
    write(chunk, _enc, done) {
      if (String(chunk).includes(TRANSACTION_RETRIED)) retries++;
      done();
    },
  });
  return { logger: { level: 'warn', stream }, retries: () => retries };
}
