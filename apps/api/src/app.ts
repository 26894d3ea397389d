import Fastify from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import pino from 'pino';
import type { Config } from './config.ts';
import { answerClientError, answerFrameworkError } from './lib/client-error.ts';
import { RequestLog } from './lib/request-log.ts';
import { modules } from './modules/index.ts';
import { apiDocsPlugin } from './plugins/api-docs.ts';
import { authenticationPlugin } from './plugins/authentication/index.ts';
import { databasePlugin } from './plugins/database.ts';
import { errorHandlerPlugin } from './plugins/error-handler.ts';
import { jobsPlugin } from './plugins/jobs.ts';
import { languagePlugin } from './plugins/language.ts';
import { mailPlugin } from './plugins/mail.ts';
import { premiumIndexPlugin } from './plugins/premium-index/index.ts';
import { premiumKeysPlugin } from './plugins/premium-keys/index.ts';
import { publicCachePlugin } from './plugins/public-cache/index.ts';
import { rateLimitPlugin } from './plugins/rate-limit/index.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { storagePlugin } from './plugins/storage/index.ts';
import { videoPlugin } from './plugins/video.ts';
import { webAppPlugin } from './plugins/web-app/index.ts';
import { hasCatalogue } from './seed/has-catalogue.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
  }
}

/**
 * Builds the whole server (API, stored files, SPA) without listening, so tests drive
 * it with `inject()` and server.ts only adds the socket and signals. The database is
 * migrated (and seeded when empty) before this resolves.
 */
export async function buildApp(config: Config) {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      // Written asynchronously: the lines that come while a write is under way leave
      // together, one system call for many on a busy server, each at once on a quiet one;
      // flushed on exit (docs/decisions.md, "the log").
      ...(config.logLevel === 'silent' ? {} : { stream: pino.destination({ sync: false }) }),
    },
    logController: new RequestLog(),
    trustProxy: config.trustProxy,
    // Start-up migrates and seeds the database, and brings stored data to today's forms
    // (phones to E.164): on a grown database or a busy machine that outlasts Fastify's 10 s
    // per plugin, and a server that gives up there never starts.
    pluginTimeout: 300_000,
    // Timeouts (config.ts): the idle one closes a stalled connection (no bytes at all),
    // the total one is long enough for a large video on a slow line. Node checks the
    // headers and total timeouts every `connectionsCheckingInterval`.
    connectionTimeout: config.timeouts.idleMs,
    requestTimeout: config.timeouts.requestMs,
    http: {
      headersTimeout: config.timeouts.headersMs,
      connectionsCheckingInterval: Math.min(30_000, config.timeouts.headersMs),
    },
    clientErrorHandler: answerClientError,
    frameworkErrors: answerFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();

  try {
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    app.decorate('config', config);
    if (config.env === 'production' && config.placeholderSettings.length > 0) {
      app.log.warn(
        { settings: config.placeholderSettings },
        'the public contact details are still the stand-in defaults: set these before going live',
      );
    }

    // Cross-cutting plugins first: their hooks must see every route registered later.
    await app.register(languagePlugin);
    await app.register(errorHandlerPlugin);
    await app.register(securityHeadersPlugin);
    await app.register(rateLimitPlugin);
    await app.register(publicCachePlugin);
    await app.register(apiDocsPlugin);
    await app.register(databasePlugin, { config });
    await app.register(authenticationPlugin);
    await app.register(mailPlugin, { config });
    await app.register(premiumKeysPlugin, { config });
    await app.register(premiumIndexPlugin);
    await app.register(storagePlugin, { config });
    await app.register(jobsPlugin, { config });
    await app.register(videoPlugin, { config });

    if (config.seedDemo && !(await hasCatalogue(app.db))) {
      const { seedDemoIfEmpty } = await import('./seed/index.ts');
      await seedDemoIfEmpty({
        db: app.db,
        storage: app.storage,
        log: app.log,
        announce: config.env === 'development',
      });
    }

    await app.register(
      async (api) => {
        for (const routes of modules) await api.register(routes);
      },
      { prefix: '/api' },
    );
    await app.register(webAppPlugin, { distDir: config.webDistDir });
    return app;
  } catch (error) {
    await app.close();
    throw error;
  }
}

export type App = Awaited<ReturnType<typeof buildApp>>;
