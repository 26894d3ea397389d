import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from '../../config.ts';

export type S3TestServer = {
  settings: S3Settings;
  /** The same server as STORAGE_DRIVER=s3 settings, for a whole app. */
  env: Record<string, string>;
  close: () => Promise<void>;
};

/**
 * A real S3-protocol server (s3rver, pure JavaScript) on a random loopback port, keeping
 * its objects in a fresh temp folder, with one empty bucket. Tests only.
 */
export async function startS3TestServer(bucket = 'madrasa-test'): Promise<S3TestServer> {
  // The SDK's one-time "Node 20 support ends" notice is for operators (README, Production),
  // not noise for every test run.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const directory = await mkdtemp(path.join(os.tmpdir(), 'madrasa-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  // s3rver's built-in account.
  const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  return {
    settings: { bucket, region: 'us-east-1', endpoint, forcePathStyle: true, credentials },
    env: {
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
    close: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
