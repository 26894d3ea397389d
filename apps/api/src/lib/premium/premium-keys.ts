import { hkdfSync, randomBytes } from 'node:crypto';
import { mkdir, open, readFile } from 'node:fs/promises';
import path from 'node:path';
import { syncToDisk } from '../disk-sync.ts';

/**
 * The keys behind premium content (docs/decisions.md §21), each derived from the one
 * PREMIUM_SECRET with HKDF under its own label, so no key can stand in for another:
 * - `codes`: a card's code is derived from it and the card's batch and serial (never stored);
 * - `hashes`: the keyed hash a card is stored and found by;
 * - `urls`: signs premium file URLs.
 */
export type PremiumKeys = { codes: Buffer; hashes: Buffer; urls: Buffer };

const derive = (secret: Buffer, label: string) =>
  Buffer.from(hkdfSync('sha256', secret, 'madrasa-premium', label, 32));

export const premiumKeysOf = (secret: Buffer): PremiumKeys => ({
  codes: derive(secret, 'card-codes'),
  hashes: derive(secret, 'card-hashes'),
  urls: derive(secret, 'storage-urls'),
});

/**
 * PREMIUM_SECRET, or (the embedded default) the one kept in DATA_DIR/secrets/premium.key,
 * made on first start: created exclusively, so two processes starting at once agree, and
 * synced with its folder before use, so a power cut cannot forget a secret cards were made with.
 */
export async function loadPremiumSecret(configured: string | null, dataDir: string) {
  if (configured) return Buffer.from(configured, 'utf8');
  const folder = path.join(dataDir, 'secrets');
  const file = path.join(folder, 'premium.key');
  await mkdir(folder, { recursive: true, mode: 0o700 });
  try {
    const handle = await open(file, 'wx', 0o600);
    try {
      await handle.writeFile(randomBytes(32).toString('base64url'));
      await handle.sync();
    } finally {
      await handle.close();
    }
    await syncToDisk(folder);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const secret = (await readFile(file, 'utf8')).trim();
  if (secret.length < 32) throw new Error(`${file} holds no usable secret`);
  return Buffer.from(secret, 'utf8');
}
