import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/**
 * Test support only: a real SMTP server on a loopback port that keeps what it receives,
 * and a small reader for the MIME that nodemailer writes (enough to check a message,
 * not a general parser).
 */

export type ReadMail = {
  headers: Record<string, string>;
  subject: string;
  to: string;
  text: string;
  html: string | null;
};

export type TestMailbox = {
  url: string;
  messages: ReadMail[];
  /** The newest message sent to `to` (waits briefly: delivery is asynchronous). */
  latestTo: (to: string) => Promise<ReadMail>;
  close: () => Promise<void>;
};

export async function startTestMailbox(): Promise<TestMailbox> {
  const messages: ReadMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        messages.push(readMail(Buffer.concat(chunks).toString('utf8')));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  const latestTo = async (to: string) => {
    for (let tries = 0; tries < 50; tries += 1) {
      const found = messages.findLast((message) => message.to.includes(to));
      if (found) return found;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`no mail for ${to}`);
  };
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    latestTo,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first run of six digits in a message's text: the one-time code. */
export const codeIn = (mail: ReadMail): string => {
  const code = /\b\d{6}\b/.exec(mail.text)?.[0];
  if (!code) throw new Error(`no code in: ${mail.text}`);
  return code;
};

export function readMail(raw: string): ReadMail {
  const { headers, body } = splitEntity(raw);
  const parts = partsOf(headers, body);
  const plain = parts.find((part) => part.type.startsWith('text/plain'));
  const html = parts.find((part) => part.type.startsWith('text/html'));
  return {
    headers,
    subject: decodeWords(headers.subject ?? ''),
    to: headers.to ?? '',
    text: plain?.content ?? '',
    html: html?.content ?? null,
  };
}

function splitEntity(raw: string) {
  const at = raw.search(/\r?\n\r?\n/);
  const head = at === -1 ? raw : raw.slice(0, at);
  const body = at === -1 ? '' : raw.slice(at).replace(/^\r?\n\r?\n/, '');
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

function partsOf(
  headers: Record<string, string>,
  body: string,
): { type: string; content: string }[] {
  const type = headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!type.startsWith('multipart/') || !boundary) {
    return [{ type, content: decodeBody(body, headers['content-transfer-encoding']) }];
  }
  return body
    .split(`--${boundary}`)
    .slice(1)
    .filter((chunk) => !chunk.startsWith('--'))
    .flatMap((chunk) => {
      // The line break before a boundary belongs to the boundary, not to the part.
      const part = splitEntity(chunk.replace(/^\r?\n/, '').replace(/\r?\n$/, ''));
      return partsOf(part.headers, part.body);
    });
}

/** The decoded text with line breaks as LF, as the sender wrote it. */
function decodeBody(body: string, encoding = '7bit'): string {
  const kind = encoding.toLowerCase();
  const text =
    kind === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
      : kind === 'quoted-printable'
        ? qpBytes(body.replace(/=\r?\n/g, '')).toString('utf8')
        : body;
  return text.replace(/\r\n/g, '\n');
}

function qpBytes(text: string): Buffer {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i += 1) {
    const hex = text.slice(i + 1, i + 3);
    if (text[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(text[i] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes);
}

/** RFC 2047 encoded words; adjacent ones are joined as bytes (a letter may span two). */
function decodeWords(value: string): string {
  const word = /=\?utf-8\?([bq])\?([^?]*)\?=/gi;
  return value.replace(/\?=\s+=\?/g, '?==?').replace(/(?:=\?utf-8\?[bq]\?[^?]*\?=)+/gi, (run) => {
    const bytes = [...run.matchAll(word)].map(([, kind, data = '']) =>
      kind?.toLowerCase() === 'b' ? Buffer.from(data, 'base64') : qpBytes(data.replace(/_/g, ' ')),
    );
    return Buffer.concat(bytes).toString('utf8');
  });
}
