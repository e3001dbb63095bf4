// What delivers verification codes, apart from the providers that implement it (outbox-sender.ts,
// http-sms-sender.ts, smtp-sender.ts) and the factory choosing among them (code-delivery.ts).

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
