import type { WsServerFrame } from '@dzzs/shared';
import type { AppContext } from '../context.ts';
import { appendEvent } from '../modules/events/events.service.ts';
import type { EventBus } from './event-bus.ts';

/** Host of the outbox: read when an event is published (tests may swap the database of a running app). */
export type OutboxHost = () => Pick<AppContext, 'db' | 'log'>;

/**
 * The bus the modules publish on (`ctx.events`): each event is first numbered in its shops' sequences and kept
 * (modules/events), then goes out over `transport` once per shop, carrying its number.
 */
export function sequencedBus(transport: EventBus, host: OutboxHost): EventBus {
  return {
    ...transport,
    async publish(audience, frame) {
      for (const { shop, seq } of await appendEvent(host(), audience, frame))
        await transport.publish({ ...audience, stream: shop }, { ...frame, seq } as WsServerFrame);
    },
  };
}
