import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { canonicalJson } from '../../domain/canonical-json';
import {
  type CollectionAnswer,
  lodgeMandateSchema,
  type MandateAnswer,
  type SubmitCollection,
  submitCollectionSchema,
} from '../../domain/direct-debit/bureau-contract';
import { compareDates, isIsoDate } from '../../domain/loan/dates';
import { collectionOutcome, mandateOutcome } from './simulated-outcomes';

/** A mandate or a collection is a few hundred bytes. */
const MAX_BODY_BYTES = 16 * 1024;

export interface SimulatedBureau {
  /** `http://host:port`, the value for BACS_BUREAU_URL. */
  url: string;
  close(): Promise<void>;
  /** Lets the process end while the bureau still listens (a test worker's bureau, closed at exit). */
  unref(): void;
}

interface Held {
  mandates: Map<string, MandateAnswer & { accountNumber: string }>;
  /** By collection reference: what was submitted (canonical JSON) and the submission. */
  collections: Map<string, { body: string; collection: SubmitCollection }>;
}

/**
 * The simulated Bacs bureau over HTTP, as the driver (`modules/direct-debit/bureau-http-driver.ts`) speaks to
 * a real one. It holds what it was sent in memory, for the life of the process:
 * - `POST /v1/mandates` lodges a mandate (AUDDIS 0N): LODGED, or REFUSED for a closed test account.
 * - `POST /v1/mandates/{reference}/cancel` cancels it (AUDDIS 0C); collections under it are then returned.
 * - `POST /v1/collections` takes a collection; the same reference with the same body is the same collection
 *   (answered again, never taken twice), with another body a 409.
 * - `GET /v1/collections/{reference}?asOf=YYYY-MM-DD` reports it on the lender's business date: SUBMITTED
 *   before its collection date, then PAID (settled on the collection date) or RETURNED (ARUDD) by the test
 *   account. 404 for a reference it never took (or lost in a restart): the lender submits it again.
 * - `GET /health`.
 * For development and tests only (README.md beside this file).
 */
export async function startSimulatedBureau({
  host = '127.0.0.1',
  port = 0,
}: {
  host?: string;
  port?: number;
} = {}): Promise<SimulatedBureau> {
  const held: Held = { mandates: new Map(), collections: new Map() };
  let unrefed = false;
  const server = createServer((request, response) => {
    void handle(held, request, response).catch(() => {
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
        server.closeAllConnections();
      }),
    unref: () => {
      unrefed = true;
      server.unref();
    },
  };
}

async function handle(held: Held, request: IncomingMessage, response: ServerResponse): Promise<void> {
  const url = new URL(request.url ?? '/', 'http://bureau');
  const path = url.pathname;
  const method = request.method ?? 'GET';
  if (path === '/health') return send(response, 200, { status: 'ok' });

  if (path === '/v1/mandates' && method === 'POST') {
    const parsed = lodgeMandateSchema.safeParse(await readJson(request));
    if (!parsed.success) return send(response, 400, { error: 'badRequest' });
    const known = held.mandates.get(parsed.data.reference);
    if (known) return send(response, 200, answerOfMandate(known));
    const outcome = mandateOutcome(parsed.data.accountNumber);
    const mandate = {
      reference: parsed.data.reference,
      accountNumber: parsed.data.accountNumber,
      ...(outcome === 'LODGED'
        ? { status: 'LODGED' as const }
        : { status: 'REFUSED' as const, reason: 'ACCOUNT_CLOSED' as const }),
    };
    held.mandates.set(mandate.reference, mandate);
    return send(response, 200, answerOfMandate(mandate));
  }

  const cancel = /^\/v1\/mandates\/([A-Z0-9]{6,18})\/cancel$/.exec(path);
  if (cancel && method === 'POST') {
    const reference = cancel[1] as string;
    const known = held.mandates.get(reference);
    // A cancellation of a mandate this bureau never held (or lost in a restart) is recorded all the same.
    const cancelled = { reference, accountNumber: known?.accountNumber ?? '', status: 'CANCELLED' as const };
    held.mandates.set(reference, cancelled);
    return send(response, 200, answerOfMandate(cancelled));
  }

  if (path === '/v1/collections' && method === 'POST') {
    const parsed = submitCollectionSchema.safeParse(await readJson(request));
    if (!parsed.success) return send(response, 400, { error: 'badRequest' });
    const body = canonicalJson(parsed.data);
    const known = held.collections.get(parsed.data.reference);
    if (known && known.body !== body) return send(response, 409, { error: 'referenceReused' });
    held.collections.set(parsed.data.reference, { body, collection: parsed.data });
    return send(response, 202, {
      reference: parsed.data.reference,
      status: 'SUBMITTED',
      collectionDate: parsed.data.collectionDate,
    } satisfies CollectionAnswer);
  }

  const report = /^\/v1\/collections\/([A-Z0-9-]{6,40})$/.exec(path);
  if (report && method === 'GET') {
    const asOf = url.searchParams.get('asOf') ?? '';
    if (!isIsoDate(asOf)) return send(response, 400, { error: 'asOf' });
    const known = held.collections.get(report[1] as string);
    if (!known) return send(response, 404, { error: 'notFound' });
    return send(response, 200, reportOf(held, known.collection, asOf));
  }
  return send(response, 404, { error: 'notFound' });
}

function answerOfMandate({ reference, status, reason }: MandateAnswer): MandateAnswer {
  return { reference, status, ...(reason ? { reason } : {}) };
}

function reportOf(held: Held, collection: SubmitCollection, asOf: string): CollectionAnswer {
  const base = { reference: collection.reference, collectionDate: collection.collectionDate };
  if (compareDates(asOf, collection.collectionDate) < 0) return { ...base, status: 'SUBMITTED' };
  const mandate = held.mandates.get(collection.mandateReference);
  const outcome =
    mandate?.status === 'CANCELLED'
      ? 'INSTRUCTION_CANCELLED'
      : collectionOutcome(collection.accountNumber, collection.transactionCode);
  if (outcome === 'PAID') return { ...base, status: 'PAID', settledOn: collection.collectionDate };
  return { ...base, status: 'RETURNED', reason: outcome };
}

async function readJson(request: IncomingMessage): Promise<unknown> {
  const body = await readBody(request);
  if (body === null) return null;
  try {
    return JSON.parse(body);
  } catch {
    return null;
  }
}

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
    ...(status === 400 ? { connection: 'close' } : {}),
  });
  response.end(text);
}
