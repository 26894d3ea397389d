import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import { createMailSender } from '../lib/mail/mail-sender.ts';
import type { MailSender } from '../lib/mail/mail-types.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Outgoing mail; tests point SMTP_URL at their own server or read DATA_DIR/outbox. */
    mail: MailSender;
  }
}

export const mailPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    const sender = createMailSender(config);
    app.decorate('mail', sender);
    app.addHook('onClose', () => sender.close());
  },
  { name: 'mail' },
);
