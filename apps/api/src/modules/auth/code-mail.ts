import { OTP, translate } from '@madrasa/contracts';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { MailSender } from '../../lib/mail/mail-types.ts';
import type { CodePurpose } from './one-time-codes.ts';

const SUBJECT = { login: 'auth.mail_subject_login', reset: 'auth.mail_subject_reset' } as const;

export type CodeMailer = (message: {
  to: string;
  purpose: CodePurpose;
  code: string;
}) => Promise<void>;

/**
 * Mails a one-time code. The message is in both languages, Arabic first, because the
 * account stores no language and the request's may not be the reader's. Outside
 * production the code is also logged, so local sign-ups work without opening a mailbox.
 */
export function codeMailer(options: {
  mail: MailSender;
  log: FastifyBaseLogger;
  logCodes: boolean;
}): CodeMailer {
  return async ({ to, purpose, code }) => {
    const params = { code, minutes: OTP.validMinutes };
    const ar = translate('ar', 'auth.mail_body', params);
    const en = translate('en', 'auth.mail_body', params);
    await options.mail.send({
      to,
      subject: `${translate('ar', SUBJECT[purpose])} | ${translate('en', SUBJECT[purpose])}`,
      text: `${ar}\n\n${en}\n`,
      html: [
        `<div dir="rtl" lang="ar"><p>${ar}</p></div>`,
        '<hr>',
        `<div dir="ltr" lang="en"><p>${en}</p></div>`,
      ].join('\n'),
    });
    if (options.logCodes) options.log.info({ to, purpose, code }, 'one-time code mailed');
  };
}

/** The app's mailer: its mail sender and log; codes are logged outside production. */
export const codeMailerOf = (app: FastifyInstance): CodeMailer =>
  codeMailer({ mail: app.mail, log: app.log, logCodes: app.config.env !== 'production' });
