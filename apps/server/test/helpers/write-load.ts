// Keeps an SQLite file database busy the way a shop's server is at its busiest: transaction after transaction, each
// reading and then writing (a session token), until the parent closes this process's stdin. Run as
// its own process: better-sqlite3 blocks the thread it runs on, so load from inside a test would stall the test.
import { isBusy, openDatabase } from '../../src/db/database.ts';
import { inTransaction } from '../../src/db/transaction.ts';
import { issueToken } from '../../src/modules/auth/token.service.ts';

const [file, user] = process.argv.slice(2);
const database = await openDatabase({ kind: 'sqlite', url: file! });
const host = { db: database.db, log: { warn: () => {} } };
let stopped = false;
process.stdin.on('end', () => (stopped = true));
process.stdin.resume();
process.stdout.write('writing\n');
while (!stopped) {
  try {
    await inTransaction(host, async (tx) => {
      await tx.trx.selectFrom('users').select('id').where('id', '=', Number(user)).executeTakeFirstOrThrow();
      await issueToken(tx.trx, Number(user), 'user', 3600);
    });
  } catch (err) {
    // A server answers such a request with an error and goes on serving the next: so does the load.
    if (!isBusy(err)) throw err;
  }
  // A breath between writes (a server has requests to read too), which also lets the end of stdin through.
  await new Promise((resolve) => setTimeout(resolve, 1));
}
await database.close();
