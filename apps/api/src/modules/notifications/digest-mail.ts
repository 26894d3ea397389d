import { type Language, type Notification, translate, UNSUBSCRIBE_PATH } from '@madrasa/contracts';
import escapeHtml from 'escape-html';
import type { MailMessage } from '../../lib/mail/mail-types.ts';
import { lineText } from './line-text.ts';

export type DigestMail = {
  to: string;
  lines: Notification[];
  /** Undigested lines beyond those listed. */
  more: number;
  forParent: boolean;
  token: string;
  webOrigin: string;
};

const DIRECTION = { ar: 'rtl', en: 'ltr' } as const;

/**
 * The daily digest: in both languages, Arabic first, since accounts store no language (as
 * the one-time codes' mail). The body's link opens a page that asks before it changes
 * anything (mail scanners follow links); the headers give mail clients the one-click
 * POST of RFC 8058, straight to the API.
 */
export function digestMail(digest: DigestMail): MailMessage {
  const token = encodeURIComponent(digest.token);
  const page = `${digest.webOrigin}${UNSUBSCRIBE_PATH}?token=${token}`;
  const oneClick = `${digest.webOrigin}/api/notifications/unsubscribe?token=${token}`;
  const parts = (language: Language) => ({
    intro: translate(language, 'notifications.digest_intro'),
    lines: digest.lines.map((line) => lineText(language, line, digest.forParent)),
    more:
      digest.more > 0
        ? translate(language, 'notifications.digest_more', { count: digest.more })
        : null,
    stop: translate(language, 'notifications.digest_stop'),
  });
  const plain = (language: Language) => {
    const { intro, lines, more, stop } = parts(language);
    return [
      intro,
      '',
      ...lines.map((line) => `- ${line}`),
      ...(more ? [more] : []),
      '',
      `${stop}: ${page}`,
    ];
  };
  const html = (language: Language) => {
    const { intro, lines, more, stop } = parts(language);
    return [
      `<div dir="${DIRECTION[language]}" lang="${language}">`,
      `<p>${escapeHtml(intro)}</p>`,
      `<ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`,
      more ? `<p>${escapeHtml(more)}</p>` : '',
      `<p><a href="${escapeHtml(page)}">${escapeHtml(stop)}</a></p>`,
      '</div>',
    ].join('\n');
  };
  return {
    to: digest.to,
    subject: `${translate('ar', 'notifications.digest_subject')} | ${translate('en', 'notifications.digest_subject')}`,
    text: `${[...plain('ar'), '', ...plain('en')].join('\n')}\n`,
    html: [html('ar'), '<hr>', html('en')].join('\n'),
    headers: {
      'List-Unsubscribe': `<${oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
