import {
  type ErrorCode,
  type ErrorEnvelope,
  isMessageKey,
  type Language,
  type MessageKey,
  translate,
} from '@madrasa/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isAppError } from '../lib/app-error.ts';

const BAD_REQUEST: [ErrorCode, MessageKey] = ['bad_request', 'error.bad_request'];

/** Framework errors that carry a 4xx status, mapped onto our codes and messages. */
const BY_STATUS: Record<number, [ErrorCode, MessageKey]> = {
  400: BAD_REQUEST,
  401: ['unauthenticated', 'error.unauthenticated'],
  403: ['forbidden', 'error.forbidden'],
  404: ['not_found', 'error.not_found'],
  413: ['payload_too_large', 'error.payload_too_large'],
  415: ['unsupported_media_type', 'error.unsupported_media_type'],
  429: ['rate_limited', 'error.rate_limited'],
};

type Issue = { instancePath: string; message?: string };

/**
 * Field → translated messages. Schema messages are catalogue keys (contracts); zod's own
 * English defaults are replaced by "required" or "invalid" so both languages stay clean.
 */
function fieldErrors(
  issues: Issue[],
  { context, language }: { context: string | undefined; language: Language },
) {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || context || 'body';
    const raw = issue.message ?? '';
    const key = isMessageKey(raw)
      ? raw
      : raw.endsWith('received undefined')
        ? 'validation.required'
        : 'validation.invalid';
    const text = translate(language, key);
    const list = errors[field] ?? [];
    if (!list.includes(text)) list.push(text);
    errors[field] = list;
  }
  return errors;
}

/** Every error leaves as `{ status: 'error', message, code, errors? }`, never with internals. */
export const errorHandlerPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler<FastifyError>(async (error, request, reply) => {
      const language = request.language;
      const send = (statusCode: number, body: Omit<ErrorEnvelope, 'status'>) =>
        reply.code(statusCode).send({ status: 'error', ...body } satisfies ErrorEnvelope);

      if (hasZodFastifySchemaValidationErrors(error)) {
        return send(422, {
          code: 'validation_failed',
          message: translate(language, 'error.validation_failed'),
          errors: fieldErrors(error.validation, { context: error.validationContext, language }),
        });
      }
      if (isAppError(error)) {
        const errors = error.fieldErrors
          ? Object.fromEntries(
              Object.entries(error.fieldErrors).map(([field, keys]) => [
                field,
                keys.map((key) => translate(language, key, error.params)),
              ]),
            )
          : undefined;
        if (error.statusCode >= 500) request.log.error({ err: error }, 'request failed');
        return send(error.statusCode, {
          code: error.code,
          message: translate(language, error.messageKey, error.params),
          ...(errors ? { errors } : {}),
        });
      }

      const statusCode = error.statusCode ?? 500;
      if (statusCode < 500) {
        const [code, key] = BY_STATUS[statusCode] ?? BAD_REQUEST;
        const seconds = Number(reply.getHeader('retry-after')) || 60;
        return send(statusCode, { code, message: translate(language, key, { seconds }) });
      }
      request.log.error({ err: error }, 'request failed');
      return send(500, { code: 'internal_error', message: translate(language, 'error.internal') });
    });
  },
  { name: 'error-handler', dependencies: ['language'] },
);
