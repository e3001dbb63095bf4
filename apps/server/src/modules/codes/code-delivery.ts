import type { FastifyBaseLogger } from 'fastify';
import type { CodeDelivery } from '../../config.ts';
import type { CodeSender } from './code-sender.ts';
import { createHttpSmsSender } from './http-sms-sender.ts';
import { createOutboxSender } from './outbox-sender.ts';
import { createSmtpSender } from './smtp-sender.ts';

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
