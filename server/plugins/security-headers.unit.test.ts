import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { helmetHeaders, securityHeaders } from './security-headers';

const options = {
  contentSecurityPolicy: { directives: { scriptSrc: ["'self'", "'sha256-abc='"] } },
};

describe('security headers worked out once', () => {
  it('are the headers helmet sets with the options, the CSP with its script hashes among them', () => {
    const headers = helmetHeaders(options);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('no-referrer');
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(headers['strict-transport-security']).toMatch(/^max-age=\d+/);
    expect(headers['content-security-policy']).toContain("script-src 'self' 'sha256-abc='");
    expect(headers['x-powered-by']).toBeUndefined();
    expect(Object.keys(headers).length).toBe(12);
  });

  it('reach every answer, a route’s own header winning over theirs, and a 404 too', async () => {
    const app = Fastify();
    await app.register(securityHeaders, options);
    app.get('/a', async () => ({ ok: true }));
    app.get('/framed', async (_request, reply) => {
      reply.header('x-frame-options', 'DENY');
      return 'framed';
    });
    const plain = await app.inject({ url: '/a' });
    const framed = await app.inject({ url: '/framed' });
    const missing = await app.inject({ url: '/nope' });
    for (const [name, value] of Object.entries(helmetHeaders(options))) {
      expect(plain.headers[name], name).toBe(value);
      expect(missing.headers[name], name).toBe(value);
    }
    expect(framed.headers['x-frame-options']).toBe('DENY');
    await app.close();
  });
});
