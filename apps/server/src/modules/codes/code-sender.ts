import fs from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { CodeDelivery } from '../../config.ts';
import { createHttpSmsSender } from './http-sms-sender.ts';
import { createSmtpSender } from './smtp-sender.ts';

export interface CodeMessage {
  channel: 'sms' | 'email';
  address: string;
  event: string;
  code: string;
}

/** Delivery of verification codes: the configured provider of each channel (SMS_PROVIDER, EMAIL_PROVIDER). */
export interface CodeSender {
  send(message: CodeMessage): Promise<void>;
}

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

/** The sender of the configured providers: SMS and e-mail may go different ways. */
export function createCodeSender(
  delivery: CodeDelivery,
  dataDir: string,
  log: FastifyBaseLogger,
): CodeSender {
  const outbox = createOutboxSender(dataDir, log);
  const sms = delivery.sms.kind === 'http' ? createHttpSmsSender(delivery.sms) : outbox;
  const email = delivery.email.kind === 'smtp' ? createSmtpSender(delivery.email) : outbox;
  return { send: (message) => (message.channel === 'sms' ? sms : email).send(message) };
}
