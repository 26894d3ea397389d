import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  readMail,
  startTestMailbox,
  type TestMailbox,
} from '../../test-support/mail/test-mailbox.ts';
import { createMailSender } from './mail-sender.ts';

const message = {
  to: 'layla@example.com',
  subject: 'رمز التحقق | Your code',
  text: 'رمزك هو 123456.\n\nYour code is 123456.',
  html: '<p dir="rtl">رمزك هو 123456.</p><p dir="ltr">Your code is 123456.</p>',
};
const from = 'Madrasa <no-reply@madrasa.jo>';

describe('outbox mail sender (no SMTP_URL)', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'madrasa-mail-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('writes each message as a parsable RFC 822 .eml file in DATA_DIR/outbox', async () => {
    const sender = createMailSender({ dataDir, mail: { smtpUrl: null, from } });
    await sender.send(message);
    await sender.send({ ...message, to: 'omar@example.com' });

    const files = (await readdir(path.join(dataDir, 'outbox'))).sort();
    expect(files).toHaveLength(2);
    for (const file of files) expect(file).toMatch(/^\d{13}-[0-9a-f]{8}\.eml$/);

    const raw = await readFile(path.join(dataDir, 'outbox', files[0] ?? ''), 'utf8');
    expect(raw).toContain('\r\n');
    const mail = readMail(raw);
    expect(mail.headers.from).toBe('Madrasa <no-reply@madrasa.jo>');
    expect(mail.headers['mime-version']).toBe('1.0');
    expect(mail.headers['message-id']).toMatch(/^<.+@.+>$/);
    expect(mail.to).toBe('layla@example.com');
    expect(mail.subject).toBe(message.subject);
    expect(mail.text).toBe(message.text);
    expect(mail.html).toBe(message.html);
    await sender.close();
  });
});

describe('SMTP mail sender (SMTP_URL set)', () => {
  let mailbox: TestMailbox;
  beforeAll(async () => {
    mailbox = await startTestMailbox();
  });
  afterAll(() => mailbox?.close());

  it('delivers through the SMTP server with the configured sender', async () => {
    const sender = createMailSender({
      dataDir: '/nonexistent',
      mail: { smtpUrl: mailbox.url, from },
    });
    await sender.send(message);
    const mail = await mailbox.latestTo('layla@example.com');
    expect(mail.headers.from).toBe(from);
    expect(mail.subject).toBe(message.subject);
    expect(mail.text).toBe(message.text);
    await sender.close();
  });
});
