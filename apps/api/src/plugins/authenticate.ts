import type { preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';
import { type AccountKind, findSession, type SessionAccount } from '../modules/auth/sessions.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in account, from a valid `Authorization: Bearer` token; otherwise null. */
    account: SessionAccount | null;
  }
  interface FastifyInstance {
    /**
     * A preHandler admitting only signed-in accounts of the given kinds (any kind when
     * none is named): 401 without a valid session, 403 for another kind of account.
     */
    requireAccount: (...kinds: AccountKind[]) => AccountGuard;
  }
}

/** A guard made by `requireAccount`; it names its kinds so the API docs can list them. */
export type AccountGuard = preHandlerAsyncHookHandler & { readonly accountKinds: AccountKind[] };

export const isAccountGuard = (hook: unknown): hook is AccountGuard =>
  typeof hook === 'function' && Array.isArray((hook as Partial<AccountGuard>).accountKinds);

const BEARER = /^Bearer\s+([A-Za-z0-9_-]{16,200})\s*$/i;

export const authenticatePlugin = fp(
  async (app) => {
    app.decorateRequest('account', null);

    // Only requests that carry a token cost a lookup; public pages stay query-free.
    app.addHook('onRequest', async (request) => {
      const match = BEARER.exec(request.headers.authorization ?? '');
      if (match?.[1]) request.account = await findSession(app.db, match[1]);
    });

    app.decorate('requireAccount', (...kinds: AccountKind[]): AccountGuard => {
      const guard: preHandlerAsyncHookHandler = async (request, reply) => {
        if (!request.account) {
          reply.header('www-authenticate', 'Bearer');
          throw new AppError(401, 'unauthenticated', 'error.unauthenticated');
        }
        if (kinds.length > 0 && !kinds.includes(request.account.kind)) {
          throw new AppError(403, 'forbidden', 'error.forbidden');
        }
      };
      return Object.assign(guard, { accountKinds: kinds });
    });
  },
  { name: 'authenticate', dependencies: ['database'] },
);
