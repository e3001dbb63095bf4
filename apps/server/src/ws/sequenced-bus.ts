import type { WsServerFrame } from '@dzzs/shared';
import type { AppContext, SequencedBus } from '../context.ts';
import type { Tx } from '../db/transaction.ts';
import { appendEvent, appendEvents, type Numbered, type Outgoing } from '../modules/events/events.service.ts';
import type { EventBus } from './event-bus.ts';

/** Host of the outbox: read when an event is published (tests may swap the database of a running app). */
export type OutboxHost = () => Pick<AppContext, 'db' | 'log'>;

/**
 * Each event is first numbered in its shops' sequences and kept (modules/events), then goes out over `transport`
 * once per shop, carrying its number. `publish` does both at once, for an event announcing no change of its own.
 */
export function sequencedBus(transport: EventBus, host: OutboxHost): SequencedBus {
  const send = async (event: Outgoing, numbered: Numbered) => {
    for (const { shop, seq } of numbered)
      await transport.publish({ ...event.audience, stream: shop }, { ...event.frame, seq } as WsServerFrame);
  };
  // The events each open transaction announces, numbered together when it is about to commit.
  const waiting = new WeakMap<Tx, Outgoing[]>();
  return {
    ...transport,
    async publish(audience, frame) {
      await send({ audience, frame }, await appendEvent(host(), audience, frame));
    },
    publishIn(tx, audience, frame) {
      const queued = waiting.get(tx);
      if (queued) return void queued.push({ audience, frame });
      const events: Outgoing[] = [{ audience, frame }];
      waiting.set(tx, events);
      let numbered: Numbered[] = [];
      tx.beforeCommit(async () => void (numbered = await appendEvents(tx.trx, events)));
      tx.afterCommit(async () => {
        for (const [i, event] of events.entries()) await send(event, numbered[i]!);
      });
    },
  };
}
