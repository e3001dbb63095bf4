import type { Transporter } from 'nodemailer';
import type { CodeSender } from './code-sender.ts';
import { codeText } from './code-text.ts';

/**
 * E-mail through SMTP (EMAIL_PROVIDER=smtp): SMTP_URL such as `smtps://user:password@smtp.example.com:465`, sent
 * from SMTP_FROM. A refused or unreachable server is a failed delivery.
 */
export function createSmtpSender(options: { url: string; from: string }): CodeSender {
  // Loaded on the first mail: a server that sends none never pays for the library.
  let transport: Promise<Transporter> | undefined;
  const transportOf = () =>
    (transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport(options.url),
    ));
  return {
    async send(message) {
      await (
        await transportOf()
      ).sendMail({
        from: options.from,
        to: message.address,
        subject: '店主助手验证码',
        text: codeText(message.code),
      });
    },
  };
}
