import nodemailer from 'nodemailer';
import type { MailSender } from './mail-types.ts';

/** Delivers through an SMTP server named by an `smtp://` or `smtps://` URL. */
export function createSmtpSender(options: { url: string; from: string }): MailSender {
  const transport = nodemailer.createTransport(options.url);
  return {
    async send(message) {
      await transport.sendMail({ from: options.from, ...message });
    },
    async close() {
      transport.close();
    },
  };
}
