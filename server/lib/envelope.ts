import type { FastifyReply, FastifyRequest } from 'fastify';
import { SUCCESS_CODE } from '../../domain/errors';
import type { MessageParams } from '../../domain/messages';
import { translate } from '../i18n/catalog';

/** The success envelope, with `msg` in the caller's language. */
export function ok<T>(request: FastifyRequest, data: T, key = 'ok', params?: MessageParams) {
  return { code: SUCCESS_CODE, msg: translate(key, request.lang, params), data };
}

/** N404 in the envelope: what every unknown /api route answers, whatever the method. */
export function sendNotFound(request: FastifyRequest, reply: FastifyReply) {
  return reply.status(404).send({ code: 'N404', msg: translate('not.found', request.lang), data: null });
}
