import { readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * The one-time codes the server mails land as .eml files in DATA_DIR/outbox (docs/decisions.md §2).
 * scripts/e2e-server.mjs writes this run's data dir to a file named by the port.
 */
const pointer = path.join(tmpdir(), `madrasa-e2e-${process.env.E2E_PORT ?? 3199}.data-dir`);

const outboxDir = async () => path.join((await readFile(pointer, 'utf8')).trim(), 'outbox');

type Entity = { headers: Record<string, string>; body: string };

function splitEntity(raw: string): Entity {
  const end = raw.indexOf('\r\n\r\n');
  const head = end === -1 ? raw : raw.slice(0, end);
  const headers: Record<string, string> = {};
  // Folded header lines start with white space and continue the previous line.
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body: end === -1 ? '' : raw.slice(end + 4) };
}

function decode(entity: Entity): string {
  const encoding = (entity.headers['content-transfer-encoding'] ?? '').toLowerCase();
  if (encoding === 'base64') {
    return Buffer.from(entity.body.replace(/\s+/g, ''), 'base64').toString('utf8');
  }
  if (encoding === 'quoted-printable') {
    const bytes = entity.body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) =>
        String.fromCharCode(Number.parseInt(hex, 16)),
      );
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return entity.body;
}

/** The text/plain content of a message as nodemailer writes it (single or multipart). */
function plainText(entity: Entity): string {
  const type = entity.headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!type.toLowerCase().startsWith('multipart/') || !boundary) {
    return type.toLowerCase().startsWith('text/plain') ? decode(entity) : '';
  }
  const parts = entity.body.split(`--${boundary}`).slice(1, -1);
  for (const part of parts) {
    const text = plainText(splitEntity(part.replace(/^\r\n/, '')));
    if (text) return text;
  }
  return '';
}

async function newestCode(address: string, since: number): Promise<string | null> {
  const dir = await outboxDir();
  const names = (await readdir(dir).catch(() => [] as string[]))
    .filter((name) => name.endsWith('.eml') && Number(name.split('-')[0]) >= since)
    .sort()
    .reverse();
  for (const name of names) {
    const mail = splitEntity(await readFile(path.join(dir, name), 'utf8'));
    if (!(mail.headers.to ?? '').toLowerCase().includes(address.toLowerCase())) continue;
    const code = /\b\d{6}\b/.exec(plainText(mail))?.[0];
    if (code) return code;
  }
  return null;
}

/** The code last mailed to `address` at or after `since` (ms since the epoch), waiting for it. */
export async function codeMailedTo(address: string, since: number): Promise<string> {
  for (const deadline = Date.now() + 10_000; Date.now() < deadline; ) {
    const code = await newestCode(address, since);
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No code was mailed to ${address}`);
}
