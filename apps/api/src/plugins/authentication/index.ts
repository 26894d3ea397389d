import type { Role } from '@madrasa/contracts';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  createSession,
  findSession,
  revokeSession,
  revokeSessions,
  type SessionAccount,
} from './sessions.ts';

/**
 * Sessions as the feature modules use them: through the app, never by importing this
 * plugin (docs/architecture.md, "Layers"). `db` joins a transaction the caller holds.
 */
export type Sessions = {
  /** Opens a session for the account and returns its bearer token. */
  open: (options: { role: Role; id: number; days?: number; db?: Database }) => Promise<string>;
  /** Ends the session a request was made with (logout). */
  end: (sessionId: number) => Promise<void>;
  /** Ends every session of the account. */
  endAll: (options: { role: Role; id: number; db?: Database }) => Promise<void>;
};

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in account, from a valid `Authorization: Bearer` token; otherwise null. */
    account: SessionAccount | null;
    /** The signed-in account's id, on routes an `app.requireAccount(...)` guard protects. */
    signedInId: () => number;
  }
  interface FastifyInstance {
    /**
     * A preHandler admitting only signed-in accounts of the given roles (any role when
     * none is named): 401 without a valid session, 403 for another role.
     */
    requireAccount: (...roles: Role[]) => AccountGuard;
    sessions: Sessions;
  }
}

/** A guard made by `requireAccount`; it names its roles so the API docs can list them. */
export type AccountGuard = preHandlerAsyncHookHandler & { readonly roles: Role[] };

export const isAccountGuard = (hook: unknown): hook is AccountGuard =>
  typeof hook === 'function' && Array.isArray((hook as Partial<AccountGuard>).roles);

const BEARER = /^Bearer\s+([A-Za-z0-9_-]{16,200})\s*$/i;

const unauthenticated = () => new AppError(401, 'unauthenticated', 'error.unauthenticated');

export const authenticationPlugin = fp(
  async (app) => {
    app.decorateRequest('account', null);
    app.decorateRequest('signedInId', function (this: FastifyRequest) {
      if (!this.account) throw unauthenticated();
      return this.account.id;
    });
    app.decorate('sessions', {
      open: ({ db = app.db, ...account }) => createSession(db, account),
      end: (sessionId) => revokeSession(app.db, sessionId),
      endAll: ({ db = app.db, ...account }) => revokeSessions(db, account),
    } satisfies Sessions);

    // Only requests that carry a token cost a lookup (and a promise); public pages stay
    // query-free.
    app.addHook('onRequest', (request, _reply, done) => {
      const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
      if (!token) return done();
      findSession(app.db, token).then((account) => {
        request.account = account;
        done();
      }, done);
    });

    app.decorate('requireAccount', (...roles: Role[]): AccountGuard => {
      const guard: preHandlerAsyncHookHandler = async (request, reply) => {
        if (!request.account) {
          reply.header('www-authenticate', 'Bearer');
          throw unauthenticated();
        }
        if (roles.length > 0 && !roles.includes(request.account.role)) {
          throw new AppError(403, 'forbidden', 'error.forbidden');
        }
      };
      return Object.assign(guard, { roles });
    });
  },
  { name: 'authentication', dependencies: ['database'] },
);
