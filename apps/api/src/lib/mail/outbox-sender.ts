import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { MailSender } from './mail-types.ts';

/**
 * Writes each message as an RFC 822 `.eml` file (CRLF line ends, MIME-encoded by
 * nodemailer exactly as SMTP would carry it), named `<epoch ms>-<random>.eml` so a
 * directory listing is in sending order. Any mail client opens these files.
 */
export function createOutboxSender(options: { dir: string; from: string }): MailSender {
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'windows',
  });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: options.from, ...message });
      await mkdir(options.dir, { recursive: true });
      const name = `${Date.now()}-${randomBytes(4).toString('hex')}.eml`;
      await writeFile(path.join(options.dir, name), info.message as Buffer, { flag: 'wx' });
    },
    async close() {},
  };
}
