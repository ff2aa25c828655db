import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditFileSchema, type SearchRequest } from '../../domain/credit/credit-file';
import { httpCreditAgency } from '../modules/credit/agency-http-driver';
import { type SimulatedAgency, startSimulatedAgency } from './simulated-agency-server';
import { simulatedFile } from './simulated-files';

const request: SearchRequest = {
  kind: 'soft',
  person: {
    firstName: 'Jo',
    lastName: 'Testbusy',
    dateOfBirth: '1979-01-30',
    address: '3 Dock Road, Bristol',
    postcode: 'BS2 0AA',
  },
  asOf: '2026-05-14',
};

let agency: SimulatedAgency;
beforeAll(async () => {
  agency = await startSimulatedAgency();
});
afterAll(() => agency.close());

const post = (body: string, headers: Record<string, string> = { 'content-type': 'application/json' }) =>
  fetch(`${agency.url}/v1/searches`, { method: 'POST', headers, body });

describe('the simulated agency over HTTP', () => {
  it('listens on 127.0.0.1 and a free port by default, and answers /health', async () => {
    expect(agency.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const health = await fetch(`${agency.url}/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
  });

  it('answers a search with the simulated file for it', async () => {
    const response = await post(JSON.stringify(request));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const file = creditFileSchema.parse(await response.json());
    expect(file).toEqual(simulatedFile(request));
    expect(file.searchesLast90Days).toBe(7);
  });

  it('is what the HTTP driver reads', async () => {
    const driver = httpCreditAgency({ url: agency.url, timeoutMs: 10_000, retries: 0 });
    const application = { reference: 'Q-5', amount: 100_000, termMonths: 6 };
    expect(await driver.hardSearch(request.person, application, request.asOf)).toEqual(
      simulatedFile({ kind: 'hard', person: request.person, application, asOf: request.asOf }),
    );
  });

  it('refuses a body that is not a search with 400 and a JSON error', async () => {
    const notJson = await post('{"kind":');
    expect(notJson.status).toBe(400);
    expect(await notJson.json()).toEqual({ error: 'notJson' });
    const wrong = await post(JSON.stringify({ ...request, kind: 'hard', asOf: '14/05/2026' }));
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({
      error: 'badRequest',
      fields: expect.arrayContaining(['asOf']),
    });
  });

  it('refuses a body past 16 kB with 413, declared or not', async () => {
    const big = JSON.stringify({ ...request, pad: 'x'.repeat(17 * 1024) });
    const declared = await post(big);
    expect(declared.status).toBe(413);
    expect(await declared.json()).toMatchObject({ error: 'tooLarge' });
    const streamed = await fetch(`${agency.url}/v1/searches`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: new Blob([big]).stream(),
      duplex: 'half',
    } as RequestInit);
    expect(streamed.status).toBe(413);
  });

  it('answers 404 elsewhere and 405 to another method', async () => {
    expect((await fetch(`${agency.url}/v2/searches`, { method: 'POST', body: '{}' })).status).toBe(404);
    expect((await fetch(`${agency.url}/v1/searches`)).status).toBe(405);
  });
});
