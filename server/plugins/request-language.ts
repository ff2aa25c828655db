import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type Language, parseLanguage } from '../../domain/errors';

declare module 'fastify' {
  interface FastifyRequest {
    /** From the `lang` header (en / cn / tw, default en): every `msg` is in this language. */
    lang: Language;
  }
}

export const requestLanguage = fp(async (app: FastifyInstance) => {
  app.decorateRequest('lang', 'en');
  app.addHook('onRequest', async (request) => {
    request.lang = parseLanguage(request.headers.lang);
  });
});
