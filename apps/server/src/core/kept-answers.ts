import { nowMs } from './clock.ts';

// Answers read far more often than they change, kept as the JSON bytes sent under a version the database moves in
// the same transaction as any change they show (the order lists, docs/orders.md "Kept lists"; the mine page,
// docs/accounts.md). The caller reads the version first, then asks for the answer under it:
//
// - an answer is served only while the version is the one it was read under, so a change is seen by the next read
//   on every instance, whoever made it;
// - a change that commits during the read leaves an answer under the old version, which the next read passes over:
//   an answer is never kept under a version newer than its rows;
// - one read fills a missing answer while the other readers of the same key and version wait for it (single
//   flight): a push makes every phone of a shop read at once.

interface Entry {
  version: string;
  /** The answer as JSON in UTF-8, as it goes out: encoded once, not on every send. */
  json: Buffer;
  storedAt: number;
}

export interface KeptAnswers {
  /** The answer of `key` as JSON bytes: kept while `version` stands, else read by `load`. */
  read(key: string, version: string, load: () => Promise<Buffer>): Promise<Buffer>;
}

export function keptAnswers(limits: {
  /** Entries kept at most; the least recently stored goes first. */
  maxEntries: number;
  /** For answers that also show something no version covers: how long they may show it unchanged. */
  maxAgeMs?: number;
}): KeptAnswers {
  const entries = new Map<string, Entry>();
  const flights = new Map<string, Promise<Buffer>>();
  const maxAgeMs = limits.maxAgeMs ?? Number.POSITIVE_INFINITY;

  const keep = (key: string, version: string, json: Buffer) => {
    entries.delete(key);
    if (entries.size >= limits.maxEntries) entries.delete(entries.keys().next().value as string);
    entries.set(key, { version, json, storedAt: nowMs() });
  };

  return {
    read(key, version, load) {
      const hit = entries.get(key);
      if (hit && hit.version === version && nowMs() - hit.storedAt < maxAgeMs)
        return Promise.resolve(hit.json);
      const flightId = `${key}|${version}`;
      const flying = flights.get(flightId);
      if (flying) return flying;
      const flight = load()
        .then((json) => {
          keep(key, version, json);
          return json;
        })
        .finally(() => flights.delete(flightId));
      flights.set(flightId, flight);
      return flight;
    },
  };
}
