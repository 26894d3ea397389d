import type { Config } from '../../config.ts';
import type { MailSender } from './mail-types.ts';
import { createOutboxSender } from './outbox-sender.ts';
import { createSmtpSender } from './smtp-sender.ts';

/**
 * SMTP when SMTP_URL is set; otherwise the embedded outbox (DATA_DIR/outbox), so a fresh
 * checkout works without a mail server and every message can still be read.
 */
export function createMailSender(config: Pick<Config, 'mail' | 'dataDir'>): MailSender {
  return config.mail.smtpUrl
    ? createSmtpSender({ url: config.mail.smtpUrl, from: config.mail.from })
    : createOutboxSender({ dir: `${config.dataDir}/outbox`, from: config.mail.from });
}
