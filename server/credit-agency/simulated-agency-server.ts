import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { searchRequestSchema } from '../../domain/credit/credit-file';
import { simulatedFile } from './simulated-files';

/** A search body is a person and an application: a few hundred bytes. */
const MAX_BODY_BYTES = 16 * 1024;

export interface SimulatedAgency {
  /** `http://host:port`, the value for CREDIT_REFERENCE_URL. */
  url: string;
  close(): Promise<void>;
  /** Lets the process end while the agency still listens (a test worker's agency, closed at exit). */
  unref(): void;
}

/**
 * The simulated credit reference agency over HTTP, as the driver (`modules/credit/agency-http-driver.ts`)
 * speaks to a real one: `POST /v1/searches` answers `simulatedFile` for a `searchRequestSchema` body,
 * `GET /health` answers 200. For development and tests only (README.md beside this file).
 */
export async function startSimulatedAgency({
  host = '127.0.0.1',
  port = 0,
}: {
  host?: string;
  port?: number;
} = {}): Promise<SimulatedAgency> {
  let unrefed = false;
  const server = createServer((request, response) => {
    void handle(request, response).catch(() => {
      if (!response.headersSent) send(response, 500, { error: 'internal' });
      else response.destroy();
    });
  });
  server.on('connection', (socket) => {
    if (unrefed) socket.unref();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { address, port: bound } = server.address() as AddressInfo;
  const shown = address.includes(':') ? `[${address}]` : address;
  return {
    url: `http://${shown}:${bound}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // Keep-alive connections of the callers would hold close() open until they time out.
        server.closeAllConnections();
      }),
    unref: () => {
      unrefed = true;
      server.unref();
    },
  };
}

async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
  const path = (request.url ?? '/').split('?')[0];
  if (path === '/health') {
    if (request.method !== 'GET' && request.method !== 'HEAD')
      return send(response, 405, { error: 'method' });
    return send(response, 200, { status: 'ok' });
  }
  if (path !== '/v1/searches') return send(response, 404, { error: 'notFound' });
  if (request.method !== 'POST') return send(response, 405, { error: 'method' });

  const body = await readBody(request);
  if (body === null) return send(response, 413, { error: 'tooLarge', limitBytes: MAX_BODY_BYTES });
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return send(response, 400, { error: 'notJson' });
  }
  const parsed = searchRequestSchema.safeParse(json);
  if (!parsed.success) {
    const fields = [...new Set(parsed.error.issues.map((issue) => issue.path.join('.') || '(root)'))];
    return send(response, 400, { error: 'badRequest', fields });
  }
  return send(response, 200, simulatedFile(parsed.data));
}

/**
 * The body as text, or null once it passes MAX_BODY_BYTES. The rest is not read: the 413 goes out with
 * `connection: close`, so the socket ends after it.
 */
function readBody(request: IncomingMessage): Promise<string | null> {
  if (Number(request.headers['content-length']) > MAX_BODY_BYTES) return Promise.resolve(null);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.byteLength;
      if (size > MAX_BODY_BYTES) {
        request.off('data', onData);
        request.pause();
        resolve(null);
        return;
      }
      chunks.push(chunk);
    };
    request.on('data', onData);
    request.once('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.once('error', reject);
  });
}

function send(response: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    // A refused body is left unread: the connection cannot carry another request after it.
    ...(status === 413 ? { connection: 'close' } : {}),
  });
  response.end(text);
}
