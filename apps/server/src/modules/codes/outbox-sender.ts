import fs from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { CodeSender } from './code-sender.ts';

/**
 * Development provider: appends each code to DATA_DIR/outbox.jsonl. The log says a code was written, never the code
 * (codes are never logged at info level; at debug it is there for a developer who asks).
 */
export function createOutboxSender(dataDir: string, log: FastifyBaseLogger): CodeSender {
  const file = path.join(dataDir, 'outbox.jsonl');
  return {
    async send(message) {
      await fs.promises.mkdir(dataDir, { recursive: true });
      await fs.promises.appendFile(
        file,
        JSON.stringify({ ...message, time: Math.floor(Date.now() / 1000) }) + '\n',
      );
      log.info({ channel: message.channel, event: message.event }, `verification code written to ${file}`);
      log.debug({ outbox: message }, 'verification code');
    },
  };
}
