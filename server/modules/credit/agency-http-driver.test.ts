import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { CreditPerson } from '../../../domain/credit/credit-file';
import { simulatedFile } from '../../credit-agency/simulated-files';
import {
  type HttpAgencyOptions,
  httpCreditAgency,
  unconfiguredAgency,
  worstCaseMs,
} from './agency-http-driver';
import { type AgencyFault, AgencyUnavailableError } from './credit-reference-agency';

const person: CreditPerson = {
  firstName: 'Ada',
  lastName: 'Example',
  dateOfBirth: '1990-04-12',
  address: '1 Quay Street, Bristol',
  postcode: 'BS1 4DJ',
};
const asOf = '2026-03-02';
const application = { reference: 'Q-1001', amount: 300_000, termMonths: 12 };

type Handler = (request: IncomingMessage, body: string, response: ServerResponse) => void;

/** A real HTTP server on 127.0.0.1 that answers the n-th request with `handlers[n]` (the last repeated). */
interface FakeAgency {
  url: string;
  /** The bodies received, in order. */
  requests: { url: string; method: string; body: string }[];
}

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(
    servers.splice(0).map(
      (server) =>
        new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeAllConnections();
        }),
    ),
  );
});

async function fakeAgency(...handlers: Handler[]): Promise<FakeAgency> {
  const requests: FakeAgency['requests'] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => {
      body += chunk.toString();
    });
    request.on('end', () => {
      requests.push({ url: request.url ?? '', method: request.method ?? '', body });
      const handler = handlers[Math.min(requests.length - 1, handlers.length - 1)]!;
      handler(request, body, response);
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, requests };
}

/** Answers the simulated agency's file for the request received. */
const fileAnswer: Handler = (_request, body, response) =>
  json(response, 200, simulatedFile(JSON.parse(body)));
const status =
  (code: number, text = '{"error":"x"}'): Handler =>
  (_request, _body, response) => {
    response.writeHead(code, { 'content-type': 'application/json' });
    response.end(text);
  };
/** Never answers: the driver's timeout alone ends each attempt (the server drops it at close). */
const late: Handler = () => {};

function json(response: ServerResponse, code: number, body: unknown) {
  if (response.destroyed) return;
  response.writeHead(code, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

function agencyAt(url: string, options: Partial<HttpAgencyOptions> = {}) {
  // A generous timeout: on a machine busy with other test files, an answer can take a while.
  return httpCreditAgency({ url, timeoutMs: 5000, retries: 2, backoffMs: [20, 60], ...options });
}

async function faultOf(search: Promise<unknown>): Promise<AgencyFault> {
  const error = await search.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AgencyUnavailableError);
  return (error as AgencyUnavailableError).fault;
}

describe('the credit reference agency over HTTP', () => {
  it('posts the search to /v1/searches and answers the file, soft and hard', async () => {
    const fake = await fakeAgency(fileAnswer);
    const agency = agencyAt(`${fake.url}/`);
    const soft = await agency.softSearch(person, asOf);
    const hard = await agency.hardSearch(person, application, asOf);
    expect(soft).toMatchObject({ kind: 'soft', searchedAt: '2026-03-02T12:00:00.000Z' });
    expect(hard.kind).toBe('hard');
    expect(fake.requests.map(({ url, method }) => `${method} ${url}`)).toEqual([
      'POST /v1/searches',
      'POST /v1/searches',
    ]);
    expect(JSON.parse(fake.requests[0]!.body)).toEqual({ kind: 'soft', person, asOf });
    expect(JSON.parse(fake.requests[1]!.body)).toEqual({ kind: 'hard', person, application, asOf });
  });

  it('late answers: each attempt times out, is tried twice more, and ends as timeout within its bound', async () => {
    const fake = await fakeAgency(late);
    const options = { timeoutMs: 200, retries: 2, backoffMs: [20, 60] };
    const started = Date.now();
    expect(await faultOf(agencyAt(fake.url, options).softSearch(person, asOf))).toBe('timeout');
    const took = Date.now() - started;
    expect(fake.requests).toHaveLength(3);
    expect(worstCaseMs({ url: fake.url, ...options })).toBe(3 * 200 + 20 + 60);
    expect(took).toBeGreaterThanOrEqual(3 * 200 + 20 + 60 - 20);
    // The bound plus what a busy machine's scheduling adds.
    expect(took).toBeLessThan(worstCaseMs({ url: fake.url, ...options }) + 3000);
  });

  it('a 500 then a 200: the retry answers the file', async () => {
    const fake = await fakeAgency(status(500), fileAnswer);
    const file = await agencyAt(fake.url).hardSearch(person, application, asOf);
    expect(file.kind).toBe('hard');
    expect(fake.requests).toHaveLength(2);
  });

  it('a 503 every time: serverError after three attempts', async () => {
    const fake = await fakeAgency(status(503));
    expect(await faultOf(agencyAt(fake.url).softSearch(person, asOf))).toBe('serverError');
    expect(fake.requests).toHaveLength(3);
  });

  it('retries as configured: none at all with retries 0', async () => {
    const fake = await fakeAgency(status(500));
    expect(await faultOf(agencyAt(fake.url, { retries: 0 }).softSearch(person, asOf))).toBe('serverError');
    expect(fake.requests).toHaveLength(1);
  });

  it.each([
    ['HTML', status(200, '<html><body>Service page</body></html>')],
    ['garbage', status(200, '\u0000\u0001not json')],
    ['an empty body', status(200, '')],
    ['JSON of the wrong shape', status(200, JSON.stringify({ reference: 'R', kind: 'soft' }))],
    [
      "a hard search's file for a soft search",
      ((_request, body, response) =>
        json(response, 200, { ...simulatedFile(JSON.parse(body)), kind: 'hard' })) satisfies Handler,
    ],
    ['a redirect', status(302)],
  ])('%s: badAnswer, not tried again', async (_name, handler) => {
    const fake = await fakeAgency(handler);
    expect(await faultOf(agencyAt(fake.url).softSearch(person, asOf))).toBe('badAnswer');
    expect(fake.requests).toHaveLength(1);
  });

  it.each([400, 401, 404, 422, 429])('a %i: badAnswer, not tried again', async (code) => {
    const fake = await fakeAgency(status(code));
    expect(await faultOf(agencyAt(fake.url).hardSearch(person, application, asOf))).toBe('badAnswer');
    expect(fake.requests).toHaveLength(1);
  });

  it('an answer past 1 MB is refused without reading it all', async () => {
    const fake = await fakeAgency(status(200, `{"pad":"${'x'.repeat(1_100_000)}"}`));
    expect(await faultOf(agencyAt(fake.url).softSearch(person, asOf))).toBe('badAnswer');
  });

  it('connection refused: unreachable, after the bounded attempts', async () => {
    const fake = await fakeAgency(fileAnswer);
    await new Promise<void>((resolve) => servers.pop()!.close(() => resolve()));
    const attempts: string[] = [];
    const counting: typeof fetch = (input, init) => {
      attempts.push(String(input));
      return fetch(input, init);
    };
    const agency = agencyAt(fake.url, { fetchImpl: counting });
    expect(await faultOf(agency.softSearch(person, asOf))).toBe('unreachable');
    expect(attempts).toEqual(Array(3).fill(`${fake.url}/v1/searches`));
  });

  it('a connection cut mid-answer is unreachable and tried again', async () => {
    const fake = await fakeAgency((_request, _body, response) => {
      response.writeHead(200, { 'content-type': 'application/json', 'content-length': '5000' });
      response.write('{"reference":');
      setTimeout(() => response.socket?.destroy(), 10);
    }, fileAnswer);
    const file = await agencyAt(fake.url).softSearch(person, asOf);
    expect(file.kind).toBe('soft');
    expect(fake.requests).toHaveLength(2);
  });

  it('without an address, every search is notConfigured', async () => {
    const agency = unconfiguredAgency();
    expect(await faultOf(agency.softSearch(person, asOf))).toBe('notConfigured');
    expect(await faultOf(agency.hardSearch(person, application, asOf))).toBe('notConfigured');
  });

  it('with the defaults, a search waits at most 3 × the timeout and 400 ms', () => {
    expect(worstCaseMs({ url: 'http://x', timeoutMs: 2500, retries: 2 })).toBe(7900);
    expect(worstCaseMs({ url: 'http://x', timeoutMs: 2500, retries: 3 })).toBe(10_000 + 100 + 300 + 300);
  });
});
