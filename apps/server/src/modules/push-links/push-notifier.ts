import http from 'node:http';
import https from 'node:https';
import type { FastifyBaseLogger } from 'fastify';
import type { PushSettings } from '../../config.ts';
import { nowMs } from '../../core/clock.ts';
import { InternalAddressError, publicOnlyLookup, refuseInternalLiteral } from './push-address.ts';

// Delivery of notices to push links (docs/push-links.md, "Delivery"). An order never waits for it: a notice is
// queued after the order's transaction has committed and this instance sends it in the background, with a time-out
// per attempt, a few retries, and a breaker per address that stops sending to a service that keeps failing.

interface Notice {
  url: string;
  payload: string;
}

interface Breaker {
  /** Notices in a row that could not be delivered. */
  failures: number;
  /** While the clock is before this, notices to the address are dropped (0: closed). */
  openUntil: number;
}

export class PushNotifier {
  private queue: Notice[] = [];
  private running = 0;
  private breakers = new Map<string, Breaker>();
  private idleWaiters: (() => void)[] = [];
  /** Notices whose address is still being looked up. */
  private looking = 0;

  constructor(
    private settings: PushSettings,
    private log: FastifyBaseLogger,
  ) {}

  /** Queues a notice once its address is known (none: nothing to send); returns at once and never throws. */
  notifyAt(url: Promise<string | undefined>, body: Record<string, unknown>): void {
    this.looking++;
    void url
      .then(
        (found) => found && this.notify(found, body),
        (err: unknown) => this.log.warn({ err }, 'push link lookup failed'),
      )
      .finally(() => {
        this.looking--;
        this.settle();
      });
  }

  /** Queues a notice; returns at once and never throws. */
  notify(url: string, body: Record<string, unknown>): void {
    const breaker = this.breakers.get(url);
    if (breaker && breaker.openUntil > nowMs()) {
      this.log.debug({ url }, 'push link skipped: breaker open');
      return;
    }
    this.queue.push({ url, payload: JSON.stringify(body) });
    if (this.queue.length > this.settings.queueLimit) {
      const dropped = this.queue.shift()!;
      this.log.warn({ url: dropped.url }, 'push notice dropped: too many waiting');
    }
    this.pump();
  }

  /** Resolves when nothing is queued or being sent (tests, and a graceful shutdown). */
  idle(): Promise<void> {
    if (this.isIdle()) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  private isIdle(): boolean {
    return !this.running && !this.queue.length && !this.looking;
  }

  private settle(): void {
    if (this.isIdle()) this.idleWaiters.splice(0).forEach((resolve) => resolve());
  }

  private pump(): void {
    while (this.running < this.settings.concurrency && this.queue.length) {
      const notice = this.queue.shift()!;
      this.running++;
      void this.deliver(notice).finally(() => {
        this.running--;
        this.pump();
        this.settle();
      });
    }
  }

  private async deliver(notice: Notice): Promise<void> {
    const delays = this.settings.retryDelaysMs;
    for (let attempt = 0; ; attempt++) {
      try {
        await post(notice, this.settings);
        this.breakers.delete(notice.url);
        return;
      } catch (err) {
        // An internal address stays internal: retrying would only send the same refusal again.
        if (attempt >= delays.length || err instanceof InternalAddressError) {
          this.failed(notice.url, err);
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, delays[attempt]));
      }
    }
  }

  private failed(url: string, err: unknown): void {
    const breaker = this.breakers.get(url) ?? { failures: 0, openUntil: 0 };
    breaker.failures++;
    if (breaker.failures >= this.settings.breakerThreshold) {
      breaker.openUntil = nowMs() + this.settings.breakerOpenMs;
      breaker.failures = 0;
      this.log.warn({ url, err }, 'push link keeps failing: paused');
    } else this.log.info({ url, err }, 'push notice not delivered');
    this.breakers.set(url, breaker);
  }
}

/** One attempt: a JSON POST that counts as delivered on a 2xx answer. Redirects are not followed. */
function post(notice: Notice, settings: PushSettings): Promise<void> {
  const target = new URL(notice.url);
  if (!settings.allowInternal) refuseInternalLiteral(target.hostname);
  const client = target.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.request(
      target,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'content-length': Buffer.byteLength(notice.payload),
        },
        signal: AbortSignal.timeout(settings.timeoutMs),
        ...(settings.allowInternal ? {} : { lookup: publicOnlyLookup }),
      },
      (res) => {
        res.resume();
        res.on('error', reject);
        res.on('end', () => {
          const status = res.statusCode ?? 0;
          if (status >= 200 && status < 300) resolve();
          else reject(new Error(`push service answered HTTP ${status}`));
        });
      },
    );
    req.on('error', reject);
    req.end(notice.payload);
  });
}
