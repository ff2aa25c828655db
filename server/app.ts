import path from 'node:path';
import { fileURLToPath } from 'node:url';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import Fastify, {
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
} from 'fastify';
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppDeps } from './app-deps';
import { sendNotFound } from './lib/envelope';
import { logSerializers, redactPaths } from './lib/log-redaction';
import { responseSerializerCompiler } from './lib/response-serializer';
import { auth } from './plugins/auth';
import { installErrorPolicy } from './plugins/error-policy';
import { installOverloadGuards } from './plugins/load-shedding';
import { requestLanguage } from './plugins/request-language';
import { securityHeaders } from './plugins/security-headers';
import { textGuard } from './plugins/text-guard';
import { inlineScriptHashes, serveWebApp } from './plugins/web-app';
import { registerApiRoutes } from './routes';

export const defaultDistDir = fileURLToPath(new URL('../dist', import.meta.url));

export interface BuildOptions {
  /** Folder of the built PWA; nothing is served outside /api when it has no index.html. */
  distDir?: string;
  logger?: FastifyServerOptions['logger'];
}

/** Builds the Fastify instance without listening; tests drive it with `app.inject()`. */
export async function buildApp(deps: AppDeps, options: BuildOptions = {}) {
  const { config } = deps;
  const app = Fastify({
    logger: options.logger ?? {
      level: config.LOG_LEVEL,
      redact: { paths: redactPaths, censor: '[redacted]' },
      serializers: logSerializers,
    },
    bodyLimit: 256 * 1024,
    trustProxy: config.TRUST_PROXY,
    genReqId: () => crypto.randomUUID(),
    requestIdHeader: false,
    // Prototype-poisoning keys are refused outright rather than silently stripped.
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    routerOptions: { ignoreTrailingSlash: true },
    logController: new OneLinePerRequest(),
  });
  app.setValidatorCompiler(validatorCompiler);
  // Outside production every answer is also checked against its zod contract (lib/response-serializer.ts).
  app.setSerializerCompiler(
    responseSerializerCompiler({ checkAgainstZod: config.NODE_ENV !== 'production' }),
  );
  app.decorate('deps', deps);
  installErrorPolicy(app);

  await app.register(requestLanguage);
  await app.register(textGuard);
  const distDir = path.resolve(options.distDir ?? defaultDistDir);
  await app.register(securityHeaders, {
    contentSecurityPolicy: {
      directives: cspDirectives(config.CUSTOMER_SERVICE_ADDRESS, inlineScriptHashes(distDir)),
    },
  });
  await app.register(compress, { global: true, threshold: 1024 });
  // In memory for one process; in Redis when several copies share the limits (DESIGN §1).
  const redis = config.REDIS_URL ? await connectRedis(config.REDIS_URL) : undefined;
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: config.REDIS_KEY_PREFIX } : {}),
  });
  await installOverloadGuards(app);
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Quayside API',
        version: '1.0.0',
        description: 'Envelope { code, msg, data }; see DESIGN §3.',
      },
      components: {
        securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'token' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(auth);

  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api')) reply.header('Cache-Control', 'no-store');
  });

  await app.register(
    async (api) => {
      api.setNotFoundHandler(sendNotFound);
      await registerApiRoutes(api);
    },
    { prefix: '/api' },
  );

  await serveWebApp(app, distDir);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

/**
 * Each request logged once, when answered: what Fastify's "incoming request" and "request completed" lines
 * said between them (the request, the status, the time taken) in one line. Every log line is serialized
 * and redacted (DESIGN §7), and two lines per request were a measurable part of a read's time
 * (bench/README.md). Errors and the rest are logged as Fastify logs them.
 */
class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (error) {
      reply.log.error(
        { req: request, res: reply, err: error, responseTime: reply.elapsedTime },
        'request errored',
      );
    } else {
      reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
    }
  }
}

function cspDirectives(chatAddress: string, scriptHashes: readonly string[]) {
  const chatOrigin = chatAddress ? [new URL(chatAddress).origin] : [];
  return {
    defaultSrc: ["'self'"],
    // The built index.html's own inline script (the first paint of /home) by its hash, and nothing else
    // inline.
    scriptSrc: ["'self'", ...scriptHashes, ...chatOrigin],
    // Ionic sets inline styles on its components (STACK trap 20).
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    connectSrc: ["'self'", ...chatOrigin],
    frameSrc: chatOrigin.length > 0 ? chatOrigin : ["'none'"],
    workerSrc: ["'self'"],
    manifestSrc: ["'self'"],
    fontSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  };
}

async function connectRedis(url: string) {
  const { Redis } = await import('ioredis');
  // Connected before the first request: with the offline queue off, a request never waits on Redis
  // indefinitely, it fails fast instead.
  const redis = new Redis(url, {
    connectTimeout: 2000,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    lazyConnect: true,
  });
  await redis.connect();
  return redis;
}
