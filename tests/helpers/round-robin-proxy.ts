import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RoundRobinProxy {
  url: string;
  /** Which backend (its index) answered each request, in the order the answers began. */
  served: number[];
  close(): Promise<void>;
}

/**
 * A load balancer in a few dozen lines: each request goes to the next backend in turn, with
 * X-Forwarded-For set as a real balancer sets it (the servers run with TRUST_PROXY=true) and the answering
 * backend named in `X-Backend`. A backend that refuses the connection (a copy that died) is skipped for
 * the next one, as a balancer's health check would; the body is read whole first so it can be sent again.
 */
export async function startRoundRobinProxy(backends: string[]): Promise<RoundRobinProxy> {
  let next = 0;
  const served: number[] = [];
  const server = http.createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const client = request.socket.remoteAddress ?? '127.0.0.1';
    const forwarded = request.headers['x-forwarded-for'];
    for (let tried = 0; tried < backends.length; tried++) {
      const index = next;
      next = (next + 1) % backends.length;
      try {
        const upstream = await forward(backends[index]!, request, body, {
          'x-forwarded-for': forwarded ? `${forwarded}, ${client}` : client,
        });
        served.push(index);
        response.writeHead(upstream.statusCode ?? 502, { ...upstream.headers, 'x-backend': String(index) });
        upstream.pipe(response);
        return;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ECONNREFUSED') {
          response.writeHead(502).end();
          return;
        }
      }
    }
    response.writeHead(503).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    served,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function forward(
  backend: string,
  request: http.IncomingMessage,
  body: Buffer,
  extra: Record<string, string>,
): Promise<http.IncomingMessage> {
  return new Promise((resolve, reject) => {
    const target = new URL(request.url ?? '/', backend);
    // Hop-by-hop headers stay with this hop; the body is sent whole, with its length.
    const { connection: _c, 'keep-alive': _k, 'transfer-encoding': _t, ...headers } = request.headers;
    const upstream = http.request(
      target,
      {
        method: request.method,
        headers: { ...headers, ...extra, host: target.host, 'content-length': String(body.length) },
      },
      resolve,
    );
    upstream.once('error', reject);
    upstream.end(body);
  });
}
