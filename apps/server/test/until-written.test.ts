import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, untilWritten, type DatabaseHandle } from '../src/db/database.ts';

// The versions the kept answers hang on are read again only once the SQLite database was written
// (db/database.ts, untilWritten). Every kind of write must count: plain statements, writes that return rows, and
// the writes inside a transaction.

let handle: DatabaseHandle;
afterEach(() => handle.close());

async function world() {
  handle = await openDatabase({ kind: 'sqlite', url: ':memory:' });
  const db = handle.db;
  await sql`create table versions (shop_id integer primary key, version integer not null)`.execute(db);
  await sql`insert into versions values (1, 1)`.execute(db);
  let reads = 0;
  const kept = untilWritten<number, number>(10);
  const version = () =>
    kept(db, 1, async () => {
      reads++;
      const { rows } = await sql<{ version: number }>`select version from versions where shop_id = 1`.execute(
        db,
      );
      return rows[0]!.version;
    });
  return { db, version, reads: () => reads };
}

describe('a read that stands until the SQLite database is written', () => {
  it('is read once while nothing is written', async () => {
    const w = await world();
    expect(await w.version()).toBe(1);
    expect(await w.version()).toBe(1);
    expect(w.reads()).toBe(1);
  });

  it('is read again after a write, one that returns rows, and one inside a transaction', async () => {
    const w = await world();
    await w.version();
    await sql`update versions set version = 2 where shop_id = 1`.execute(w.db);
    expect(await w.version()).toBe(2);
    await sql`update versions set version = 3 where shop_id = 1 returning version`.execute(w.db);
    expect(await w.version()).toBe(3);
    await w.db.transaction().execute(async (trx) => {
      await sql`update versions set version = 4 where shop_id = 1`.execute(trx);
    });
    expect(await w.version()).toBe(4);
    expect(w.reads()).toBe(4);
  });

  it('reads a read that waited for a transaction again next time', async () => {
    const w = await world();
    await w.version();
    let done!: () => void;
    const open = new Promise<void>((r) => (done = r));
    const tx = w.db.transaction().execute(async (trx) => {
      await sql`update versions set version = 5 where shop_id = 1`.execute(trx);
      await open;
    });
    await new Promise((r) => setTimeout(r, 10));
    // The read waits for the transaction's connection and answers what it committed.
    const during = w.version();
    done();
    await tx;
    expect(await during).toBe(5);
    expect(await w.version()).toBe(5);
  });
});
