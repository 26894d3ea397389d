import path from 'node:path';
import { CAPTION_MAX_BYTES } from '@madrasa/contracts';
import { z } from 'zod';
import type { DurableNodeFS } from './db/durable-node-fs.ts';
import { REPO_ROOT } from './paths.ts';

const MB = 1024 * 1024;

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const url = z.url({ error: 'must be an absolute URL' });
const megabytes = z.coerce.number({ error: 'must be a number' }).positive('must be above 0');
const milliseconds = (min: 0 | 1) =>
  z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(min, min ? 'must be above 0' : 'must be 0 or more')
    .max(86_400_000, 'must be at most a day');

const databaseUrl = z
  .string()
  .refine((value) => /^(postgres|postgresql):\/\//.test(value) || value === 'memory://', {
    error: 'must start with postgres:// or postgresql://, or be memory:// (in-memory PGlite)',
  });

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number({ error: 'must be a number' }).int().min(0).max(65_535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: databaseUrl.optional(),
  SEED_DEMO: flag.default(true),
  /**
   * The embedded database's buffer pool. PostgreSQL's 128 MB default costs PGlite as much
   * resident memory; the files are in the OS page cache anyway (bench/RESULTS.md).
   */
  PGLITE_SHARED_BUFFERS_MB: z.coerce
    .number({ error: 'must be a number' })
    .int()
    .min(1)
    .max(4096)
    .default(16),
  LAUNCH_MODE: z.enum(['live', 'prelaunch']).default('live'),
  TEACHER_SIGNUP: z.enum(['open', 'closed']).default('open'),
  /** An external exam site linked beside the built-in exams; unset: no link (issue 37). */
  EXAM_SITE_URL: url.optional(),
  PUBLIC_CONTACT_PHONE: z.string().default('+962 79 000 0000'),
  PUBLIC_CONTACT_EMAIL: z.email({ error: 'must be an e-mail address' }).default('info@madrasa.jo'),
  PUBLIC_LOCATION_AR: z.string().default('عمّان - الأردن'),
  PUBLIC_LOCATION_EN: z.string().default('Amman - Jordan'),
  PUBLIC_MAP_EMBED_URL: url.default('https://www.google.com/maps?q=Amman%2C%20Jordan&output=embed'),
  PUBLIC_MAP_URL: url.default('https://maps.google.com/?q=Amman%2C%20Jordan'),
  PUBLIC_SOCIAL_URL: url.default('https://www.facebook.com/'),
  PUBLIC_FACEBOOK_URL: url.default('https://www.facebook.com/'),
  PUBLIC_INSTAGRAM_URL: url.default('https://www.instagram.com/'),
  PUBLIC_YOUTUBE_URL: url.default('https://www.youtube.com/'),
  PUBLIC_WHATSAPP_URL: url.default('https://wa.me/962790000000'),
  UPLOAD_MAX_PDF_MB: megabytes.default(50),
  UPLOAD_MAX_IMAGE_MB: megabytes.default(5),
  UPLOAD_MAX_VIDEO_MB: megabytes.default(2048),
  /**
   * Timeouts against clients that hold connections open (stalled uploads, slowloris).
   * Idle: a connection that sends nothing for this long is closed, whatever it was doing;
   * a phone uploading slowly but steadily never trips it. Headers: the request line and
   * headers must arrive within this. Total: the whole request, body included, must arrive
   * within this; 3 hours lets a 2 GB video through a 1.5 Mbit/s uplink (0: no limit).
   */
  REQUEST_IDLE_TIMEOUT_MS: milliseconds(1).default(30_000),
  REQUEST_HEADERS_TIMEOUT_MS: milliseconds(1).default(20_000),
  REQUEST_TIMEOUT_MS: milliseconds(0).default(3 * 60 * 60 * 1000),
  /**
   * Lesson videos as an HLS ladder (docs/decisions.md §16). The ffmpeg and ffprobe to run
   * (Debian's package puts both on PATH); without them videos are served as uploaded.
   */
  FFMPEG_PATH: z.string().default('ffmpeg'),
  FFPROBE_PATH: z.string().default('ffprobe'),
  /**
   * Whether this instance makes ladders. Off on API instances when a dedicated worker
   * (`npm run worker`) does it; their uploads are still queued for it.
   */
  VIDEO_TRANSCODE: flag.default(true),
  /** Videos made at once by this instance; each ffmpeg uses every core at low priority. */
  VIDEO_TRANSCODE_CONCURRENCY: z.coerce
    .number({ error: 'must be a number' })
    .int()
    .min(1)
    .max(8)
    .default(1),
  WEB_DIST_DIR: z.string().default(path.join(REPO_ROOT, 'apps/web/dist')),
  /**
   * The offline service worker (docs/decisions.md §17). `false` is the kill switch: /sw.js
   * becomes a worker that empties the caches (saved lessons stay) and unregisters itself,
   * and pages tell the app to unregister instead of registering.
   */
  SERVICE_WORKER: flag.default(true),
  /**
   * Class chat rooms (docs/decisions.md §20): whether a linked parent may read (never write
   * in) their child's rooms, a school's choice; and how many days messages are kept.
   */
  CHAT_PARENTS_READ: flag.default(false),
  CHAT_RETENTION_DAYS: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(3650, 'must be at most 3650')
    .default(180),
  /**
   * The secret behind premium content (docs/decisions.md §21): activation card codes are
   * derived from it and stored only as hashes keyed by it, and premium file URLs are signed
   * with it. At least 32 characters, the same on every instance. Unset: made once and kept in
   * DATA_DIR/secrets/premium.key. Never change it while cards are unsold: their codes stop
   * working. Keep it apart from backups of the database.
   */
  PREMIUM_SECRET: z.string().min(32, 'must have at least 32 characters').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: flag.default(false),
  /**
   * Outgoing mail (sign-in and password-reset codes). Unset: every message is written as
   * an .eml file to DATA_DIR/outbox (and, outside production, the code is logged).
   * Set: `smtp://user:pass@host:587` (STARTTLS when offered) or `smtps://…:465` (TLS).
   */
  SMTP_URL: z
    .string()
    .refine((value) => /^smtps?:\/\/[^/\s]+/.test(value), {
      error: 'must start with smtp:// or smtps:// and name a host',
    })
    .optional(),
  /** The sender of those messages, e.g. `Madrasa <no-reply@madrasa.jo>`. */
  MAIL_FROM: z.string().default('Madrasa <no-reply@madrasa.jo>'),
  /** The site's address as readers open it, for links in e-mails; unset: http://localhost:PORT. */
  PUBLIC_WEB_URL: url.optional(),
  /** How long a sign-in lasts before the user must log in again. */
  SESSION_DAYS: z.coerce.number({ error: 'must be a number' }).int().min(1).max(365).default(30),
  /** Rate-limit counters shared by every instance. Unset: counted in this process only. */
  REDIS_URL: z
    .string()
    .refine((value) => /^rediss?:\/\/\S+$/.test(value), {
      error: 'must start with redis:// or rediss://',
    })
    .optional(),
  /** Put before every Redis key, so several installations can share one Redis. */
  REDIS_PREFIX: z.string().default('madrasa:'),
  /** Where uploaded files live: `local` (DATA_DIR/storage) or an S3-compatible bucket. */
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  /** Unset means AWS itself; set for MinIO, Cloudflare R2, Backblaze B2, Wasabi… */
  S3_ENDPOINT: url.optional(),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  /** Both or neither; neither uses the AWS default chain (environment, instance role). */
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** `bucket` in the path rather than the host name (MinIO and most self-hosted servers). */
  S3_FORCE_PATH_STYLE: flag.default(false),
});

/** Settings that only make sense together. */
const checkedEnvSchema = envSchema.superRefine((env, context) => {
  if (env.STORAGE_DRIVER === 's3' && !env.S3_BUCKET) {
    context.addIssue({
      code: 'custom',
      path: ['S3_BUCKET'],
      message: 'is required when STORAGE_DRIVER=s3',
    });
  }
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    context.addIssue({
      code: 'custom',
      path: [env.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'],
      message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together',
    });
  }
  if (env.REQUEST_TIMEOUT_MS > 0 && env.REQUEST_HEADERS_TIMEOUT_MS > env.REQUEST_TIMEOUT_MS) {
    context.addIssue({
      code: 'custom',
      path: ['REQUEST_HEADERS_TIMEOUT_MS'],
      message: 'must not be above REQUEST_TIMEOUT_MS',
    });
  }
});

export type DatabaseConfig =
  | {
      kind: 'pglite';
      /** null keeps the database in memory (tests). */
      dataDir: string | null;
      /** A `dumpDataDir` tarball to start from instead of an empty cluster (tests only). */
      snapshot?: string;
      /** shared_buffers in MB; PostgreSQL's default (128) when absent. */
      sharedBuffersMb?: number;
      /**
       * The file layer under `dataDir`, DurableNodeFS when absent (tests only: the power-cut
       * test puts one that records every write and sync).
       */
      fileSystem?: (dataDir: string) => DurableNodeFS;
    }
  | { kind: 'postgres'; url: string };

export type S3Settings = {
  bucket: string;
  region: string;
  /** null: AWS's own endpoint for the region. */
  endpoint: string | null;
  forcePathStyle: boolean;
  /** null: the AWS default credential chain. */
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
};

export type StorageConfig = { driver: 'local' } | ({ driver: 's3' } & S3Settings);

export type Config = ReturnType<typeof toConfig> & {
  /** Contact settings still at their stand-in defaults (PLACEHOLDERS). */
  placeholderSettings: string[];
};

/** Settings whose values must not be echoed in error messages. */
const SECRET_KEYS = new Set([
  'DATABASE_URL',
  'SMTP_URL',
  'REDIS_URL',
  'S3_SECRET_ACCESS_KEY',
  'PREMIUM_SECRET',
]);

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Parses settings from an environment-like object. Empty values count as unset, so a
 * `.env` line like `DATABASE_URL=` keeps the default. Throws a ConfigError naming every
 * bad setting; the caller decides whether that ends the process.
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== ''),
  );
  const result = checkedEnvSchema.safeParse(present);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => {
      const key = String(issue.path[0] ?? '');
      const shown = SECRET_KEYS.has(key) ? '' : ` (got ${JSON.stringify(present[key])})`;
      return `  ${key}: ${issue.message}${shown}`;
    });
    throw new ConfigError(`Invalid settings:\n${lines.join('\n')}`);
  }
  return {
    ...toConfig(result.data),
    placeholderSettings: PLACEHOLDERS.filter((key) => !(key in present)),
  };
}

/**
 * Contact settings whose defaults are stand-ins (a zero phone number, the social networks'
 * home pages): fine to try the product, wrong on a school's live site. A production start
 * names those still unset (app.ts).
 */
const PLACEHOLDERS = [
  'PUBLIC_CONTACT_PHONE',
  'PUBLIC_WHATSAPP_URL',
  'PUBLIC_SOCIAL_URL',
  'PUBLIC_FACEBOOK_URL',
  'PUBLIC_INSTAGRAM_URL',
  'PUBLIC_YOUTUBE_URL',
] as const satisfies readonly (keyof z.infer<typeof envSchema>)[];

function databaseOf(env: z.infer<typeof envSchema>, dataDir: string): DatabaseConfig {
  const url = env.DATABASE_URL;
  if (url === undefined) {
    const sharedBuffersMb = env.PGLITE_SHARED_BUFFERS_MB;
    return { kind: 'pglite', dataDir: path.join(dataDir, 'db'), sharedBuffersMb };
  }
  if (url === 'memory://') return { kind: 'pglite', dataDir: null };
  return { kind: 'postgres', url };
}

function storageOf(env: z.infer<typeof envSchema>): StorageConfig {
  // The bucket test only narrows the type: the refinement above already demands one for s3.
  if (env.STORAGE_DRIVER === 'local' || !env.S3_BUCKET) return { driver: 'local' };
  const { S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = env;
  return {
    driver: 's3',
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT ?? null,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : null,
  };
}

function toConfig(env: z.infer<typeof envSchema>) {
  const dataDir = path.resolve(process.cwd(), env.DATA_DIR);
  const database = databaseOf(env, dataDir);
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir,
    storageDir: path.join(dataDir, 'storage'),
    database,
    seedDemo: env.SEED_DEMO,
    launchMode: env.LAUNCH_MODE,
    teacherSignup: env.TEACHER_SIGNUP,
    examSiteUrl: env.EXAM_SITE_URL ?? '',
    contact: {
      phone: env.PUBLIC_CONTACT_PHONE,
      email: env.PUBLIC_CONTACT_EMAIL,
      location_ar: env.PUBLIC_LOCATION_AR,
      location_en: env.PUBLIC_LOCATION_EN,
      map_embed_url: env.PUBLIC_MAP_EMBED_URL,
      map_url: env.PUBLIC_MAP_URL,
    },
    social: {
      site: env.PUBLIC_SOCIAL_URL,
      facebook: env.PUBLIC_FACEBOOK_URL,
      instagram: env.PUBLIC_INSTAGRAM_URL,
      youtube: env.PUBLIC_YOUTUBE_URL,
      whatsapp: env.PUBLIC_WHATSAPP_URL,
    },
    uploadLimits: {
      pdf: Math.round(env.UPLOAD_MAX_PDF_MB * MB),
      image: Math.round(env.UPLOAD_MAX_IMAGE_MB * MB),
      video: Math.round(env.UPLOAD_MAX_VIDEO_MB * MB),
      captions: CAPTION_MAX_BYTES,
    },
    timeouts: {
      idleMs: env.REQUEST_IDLE_TIMEOUT_MS,
      headersMs: env.REQUEST_HEADERS_TIMEOUT_MS,
      requestMs: env.REQUEST_TIMEOUT_MS,
    },
    video: {
      ffmpegPath: env.FFMPEG_PATH,
      ffprobePath: env.FFPROBE_PATH,
      transcode: env.VIDEO_TRANSCODE,
      concurrency: env.VIDEO_TRANSCODE_CONCURRENCY,
    },
    webDistDir: path.resolve(process.cwd(), env.WEB_DIST_DIR),
    serviceWorker: env.SERVICE_WORKER,
    chat: { parentsRead: env.CHAT_PARENTS_READ, retentionDays: env.CHAT_RETENTION_DAYS },
    premiumSecret: env.PREMIUM_SECRET ?? null,
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
    mail: { smtpUrl: env.SMTP_URL ?? null, from: env.MAIL_FROM },
    webOrigin: (env.PUBLIC_WEB_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    sessionDays: env.SESSION_DAYS,
    redis: env.REDIS_URL ? { url: env.REDIS_URL, prefix: env.REDIS_PREFIX } : null,
    storage: storageOf(env),
  };
}
