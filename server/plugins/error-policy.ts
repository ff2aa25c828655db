import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { httpStatusOf, type Language } from '../../domain/errors';
import { translate } from '../i18n/catalog';
import { AppError } from '../lib/app-error';

/**
 * The one error policy (STYLE §4): a refusal carries its reason in the caller's language; anything
 * unexpected answers E500 with a generic message and the request id, and only the log sees the details.
 * No stack, SQL or path ever reaches a client.
 */
export function installErrorPolicy(app: FastifyInstance): void {
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    const retryAfter = Number(reply.getHeader('retry-after')) || undefined;
    const { statusCode, body } = renderError(error, request.lang, request, retryAfter);
    return reply.status(statusCode).send(body);
  });
}

export interface RenderedError {
  statusCode: number;
  body: { code: string; msg: string; data: Record<string, unknown> | null };
}

/**
 * The answer for an error, without sending it: the error handler sends it, and idempotent writes store a
 * refusal so that a repeat of the same request gets the very same answer.
 */
export function renderError(
  error: unknown,
  lang: Language,
  request: FastifyRequest,
  retryAfterSeconds?: number,
): RenderedError {
  if (error instanceof AppError) return renderAppError(error, lang);
  const fastifyError = (error ?? {}) as Partial<FastifyError>;

  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields: Record<string, string> = {};
    for (const issue of error.validation) {
      const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'body';
      if (!fields[path]) fields[path] = translate(issue.message ?? 'validation.failed', lang);
    }
    const first = Object.values(fields)[0] ?? translate('validation.failed', lang);
    return { statusCode: 400, body: { code: 'V400', msg: first, data: { fields } } };
  }

  const status = fastifyError.statusCode ?? 500;
  if (status === 429) {
    const retryAfter = retryAfterSeconds ?? 60;
    return {
      statusCode: 429,
      body: {
        code: 'L429',
        msg: translate('rate.limited', lang, { seconds: retryAfter }),
        data: { retryAfter },
      },
    };
  }
  if (status === 413 || fastifyError.code === 'FST_REQ_FILE_TOO_LARGE') {
    return { statusCode: 413, body: { code: 'V400', msg: translate('body.tooLarge', lang), data: null } };
  }
  if (status === 415 || fastifyError.code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
    return { statusCode: 415, body: { code: 'V400', msg: translate('media.unsupported', lang), data: null } };
  }
  if (status >= 400 && status < 500) {
    // Malformed JSON, prototype-poisoning keys, bad headers: the client's fault, told plainly.
    request.log.info({ err: { code: fastifyError.code, message: fastifyError.message } }, 'request refused');
    return { statusCode: 400, body: { code: 'V400', msg: translate('validation.failed', lang), data: null } };
  }

  request.log.error({ err: error }, 'unexpected error');
  return {
    statusCode: 500,
    body: { code: 'E500', msg: translate('server.error', lang), data: { requestId: String(request.id) } },
  };
}

function renderAppError(error: AppError, lang: Language): RenderedError {
  const status = error.details.status ?? httpStatusOf[error.code];
  const fields = error.details.fields
    ? Object.fromEntries(
        Object.entries(error.details.fields).map(([path, key]) => [path, translate(key, lang)]),
      )
    : undefined;
  const data = fields || error.details.data ? { ...error.details.data, ...(fields ? { fields } : {}) } : null;
  return {
    statusCode: status,
    body: { code: error.code, msg: translate(error.key, lang, error.details.params), data },
  };
}
