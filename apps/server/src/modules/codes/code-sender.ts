import fs from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';

export interface CodeMessage {
  channel: 'sms' | 'email';
  address: string;
  event: string;
  code: string;
}

/** Delivery of verification codes; a real SMS / mail provider implements the same interface. */
export interface CodeSender {
  send(message: CodeMessage): Promise<void>;
}

/** Development provider: writes each code to the server log and appends it to data/outbox.jsonl. */
export function createOutboxSender(dataDir: string, log: FastifyBaseLogger): CodeSender {
  const file = path.join(dataDir, 'outbox.jsonl');
  return {
    async send(message) {
      log.info(
        { outbox: message },
        `verification code for ${message.address} (${message.event}): ${message.code}`,
      );
      await fs.promises.mkdir(dataDir, { recursive: true });
      await fs.promises.appendFile(
        file,
        JSON.stringify({ ...message, time: Math.floor(Date.now() / 1000) }) + '\n',
      );
    },
  };
}
