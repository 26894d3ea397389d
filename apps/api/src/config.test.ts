import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('has working defaults with no settings at all', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe('0.0.0.0');
    expect(config.dataDir).toBe(path.resolve(process.cwd(), 'data'));
    expect(config.database).toEqual({
      kind: 'pglite',
      dataDir: path.join(config.dataDir, 'db'),
      sharedBuffersMb: 16,
    });
    expect(config.seedDemo).toBe(true);
    expect(config.launchMode).toBe('live');
    expect(config.teacherSignup).toBe('open');
    // No link to an external exam site unless one is set: the exams are built in.
    expect(config.examSiteUrl).toBe('');
    expect(config.contact.location_en).toBe('Amman - Jordan');
    expect(config.uploadLimits).toEqual({
      pdf: 50 * 1024 * 1024,
      image: 5 * 1024 * 1024,
      video: 2048 * 1024 * 1024,
      captions: 1024 * 1024,
    });
    expect(config.video).toEqual({
      ffmpegPath: 'ffmpeg',
      ffprobePath: 'ffprobe',
      transcode: true,
      concurrency: 1,
    });
    expect(config.webDistDir.endsWith(path.join('apps', 'web', 'dist'))).toBe(true);
  });

  it('names the contact settings still at their stand-in defaults', () => {
    expect(loadConfig({}).placeholderSettings).toEqual([
      'PUBLIC_CONTACT_PHONE',
      'PUBLIC_WHATSAPP_URL',
      'PUBLIC_SOCIAL_URL',
      'PUBLIC_FACEBOOK_URL',
      'PUBLIC_INSTAGRAM_URL',
      'PUBLIC_YOUTUBE_URL',
    ]);
    const set = loadConfig({
      PUBLIC_CONTACT_PHONE: '+962 6 555 0100',
      PUBLIC_WHATSAPP_URL: 'https://wa.me/962795550100',
      PUBLIC_SOCIAL_URL: 'https://www.facebook.com/madrasa.jo',
      PUBLIC_FACEBOOK_URL: 'https://www.facebook.com/madrasa.jo',
      PUBLIC_INSTAGRAM_URL: 'https://www.instagram.com/madrasa.jo',
      PUBLIC_YOUTUBE_URL: 'https://www.youtube.com/@madrasa.jo',
    });
    expect(set.placeholderSettings).toEqual([]);
  });

  it('picks the database from DATABASE_URL', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u:p@db:5432/madrasa' }).database).toEqual({
      kind: 'postgres',
      url: 'postgres://u:p@db:5432/madrasa',
    });
    expect(loadConfig({ DATABASE_URL: 'memory://' }).database).toEqual({
      kind: 'pglite',
      dataDir: null,
    });
  });

  it('treats empty values as unset and parses flags', () => {
    const config = loadConfig({ PORT: '', SEED_DEMO: 'false', TEACHER_SIGNUP: 'closed' });
    expect(config.port).toBe(3000);
    expect(config.seedDemo).toBe(false);
    expect(config.teacherSignup).toBe('closed');
  });

  it('names every bad setting in one error, without echoing secrets', () => {
    const attempt = () =>
      loadConfig({
        PORT: 'eighty',
        LAUNCH_MODE: 'soon',
        UPLOAD_MAX_PDF_MB: '-1',
        DATABASE_URL: 'mysql://root:hunter2@db/x',
      });
    let message = '';
    try {
      attempt();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      message = (error as Error).message;
    }
    expect(message).toContain('PORT: must be a number (got "eighty")');
    expect(message).toContain('LAUNCH_MODE');
    expect(message).toContain('UPLOAD_MAX_PDF_MB: must be above 0');
    expect(message).toContain('DATABASE_URL');
    expect(message).not.toContain('hunter2');
  });

  it('reads the scale-out settings: Redis and S3 storage', () => {
    const defaults = loadConfig({});
    expect(defaults.redis).toBeNull();
    expect(defaults.storage).toEqual({ driver: 'local' });

    const config = loadConfig({
      REDIS_URL: 'redis://cache:6379/0',
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: 'http://minio:9000',
      S3_BUCKET: 'madrasa',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(config.redis).toEqual({ url: 'redis://cache:6379/0', prefix: 'madrasa:' });
    expect(config.storage).toEqual({
      driver: 's3',
      bucket: 'madrasa',
      region: 'us-east-1',
      endpoint: 'http://minio:9000',
      forcePathStyle: true,
      credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
    });
    expect(loadConfig({ STORAGE_DRIVER: 's3', S3_BUCKET: 'b' }).storage).toMatchObject({
      endpoint: null,
      credentials: null,
    });
  });

  it('refuses S3 without a bucket, half a key pair, and a bad REDIS_URL', () => {
    const attempt = () =>
      loadConfig({
        STORAGE_DRIVER: 's3',
        S3_SECRET_ACCESS_KEY: 'hunter2',
        REDIS_URL: 'http://user:hunter2@cache',
      });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow('S3_BUCKET: is required when STORAGE_DRIVER=s3');
    expect(attempt).toThrow(
      'S3_ACCESS_KEY_ID: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together',
    );
    expect(attempt).toThrow('REDIS_URL: must start with redis:// or rediss://');
    expect(attempt).not.toThrow('hunter2');
  });
});
