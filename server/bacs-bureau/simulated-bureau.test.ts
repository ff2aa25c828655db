import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BureauUnavailableError } from '../modules/direct-debit/bacs-bureau';
import { httpBacsBureau } from '../modules/direct-debit/bureau-http-driver';
import { type SimulatedBureau, startSimulatedBureau } from './simulated-bureau-server';
import { testAccounts } from './simulated-outcomes';

let bureau: SimulatedBureau;
beforeAll(async () => {
  bureau = await startSimulatedBureau();
});
afterAll(() => bureau.close());

const driver = () => httpBacsBureau({ url: bureau.url, timeoutMs: 1000, retries: 1, backoffMs: [10] });
const collection = (
  reference: string,
  accountNumber: string,
  transactionCode: '01' | '17' | '18' = '17',
) => ({
  reference,
  mandateReference: 'QSD00000001',
  sortCode: '089999',
  accountNumber,
  amount: 88_849,
  collectionDate: '2026-02-16',
  transactionCode,
});

describe('the simulated Bacs bureau through the HTTP driver', () => {
  it('lodges a mandate, and refuses one for a closed account', async () => {
    const lodged = await driver().lodgeMandate({
      reference: 'QSD00000001',
      accountHolderName: 'SAM TAYLOR',
      sortCode: '089999',
      accountNumber: testAccounts.paid,
    });
    expect(lodged).toEqual({ reference: 'QSD00000001', status: 'LODGED' });
    const refused = await driver().lodgeMandate({
      reference: 'QSD00000002',
      accountHolderName: 'SAM TAYLOR',
      sortCode: '871427',
      accountNumber: testAccounts.closed,
    });
    expect(refused).toEqual({ reference: 'QSD00000002', status: 'REFUSED', reason: 'ACCOUNT_CLOSED' });
  });

  it('reports a collection submitted until its date, then paid on it; a repeat is the same collection', async () => {
    const bacs = driver();
    const submitted = await bacs.submitCollection(collection('L1-P1-A1', testAccounts.paid));
    expect(submitted.status).toBe('SUBMITTED');
    expect(await bacs.submitCollection(collection('L1-P1-A1', testAccounts.paid))).toEqual(submitted);
    await expect(
      bacs.submitCollection({ ...collection('L1-P1-A1', testAccounts.paid), amount: 1 }),
    ).rejects.toThrow(BureauUnavailableError);
    expect((await bacs.collectionReport('L1-P1-A1', '2026-02-13'))?.status).toBe('SUBMITTED');
    expect(await bacs.collectionReport('L1-P1-A1', '2026-02-16')).toMatchObject({
      status: 'PAID',
      settledOn: '2026-02-16',
    });
    expect(await bacs.collectionReport('L9-P9-A9', '2026-02-16')).toBeNull();
  });

  it('returns refer to payer, pays the re-presentation of the account that pays on retry, and ends the others', async () => {
    const bacs = driver();
    const report = async (reference: string, account: string, code: '01' | '17' | '18' = '17') => {
      await bacs.submitCollection(collection(reference, account, code));
      return bacs.collectionReport(reference, '2026-02-16');
    };
    expect(await report('L2-P1-A1', testAccounts.referToPayer)).toMatchObject({ reason: 'REFER_TO_PAYER' });
    expect(await report('L3-P1-A1', testAccounts.paysOnRetry, '01')).toMatchObject({
      reason: 'REFER_TO_PAYER',
    });
    expect(await report('L3-P1-A2', testAccounts.paysOnRetry, '18')).toMatchObject({ status: 'PAID' });
    expect(await report('L4-P1-A1', testAccounts.instructionCancelled)).toMatchObject({
      reason: 'INSTRUCTION_CANCELLED',
    });
    expect(await report('L5-P1-A1', testAccounts.closedLater)).toMatchObject({ reason: 'ACCOUNT_CLOSED' });
  });

  it('returns collections under a cancelled mandate as instruction cancelled', async () => {
    const bacs = driver();
    await bacs.lodgeMandate({
      reference: 'QSD00000003',
      accountHolderName: 'SAM TAYLOR',
      sortCode: '089999',
      accountNumber: testAccounts.paid,
    });
    expect(await bacs.cancelMandate('QSD00000003')).toMatchObject({ status: 'CANCELLED' });
    await bacs.submitCollection({
      ...collection('L6-P1-A1', testAccounts.paid),
      mandateReference: 'QSD00000003',
    });
    expect(await bacs.collectionReport('L6-P1-A1', '2026-02-16')).toMatchObject({
      reason: 'INSTRUCTION_CANCELLED',
    });
  });

  it('ends in BureauUnavailableError when nobody answers, after its retries', async () => {
    const gone = await startSimulatedBureau();
    const url = gone.url;
    await gone.close();
    const bacs = httpBacsBureau({ url, timeoutMs: 500, retries: 1, backoffMs: [10] });
    await expect(bacs.collectionReport('L1-P1-A1', '2026-02-16')).rejects.toMatchObject({
      fault: 'unreachable',
    });
  });
});

describe('the simulated bureau as a process of its own', () => {
  it('is spawned, answers, and stops when asked', async () => {
    const { spawnSimulatedBureau } = await import('./spawn-simulated-bureau');
    const spawned = await spawnSimulatedBureau();
    try {
      const health = await fetch(`${spawned.url}/health`);
      expect(health.status).toBe(200);
    } finally {
      await spawned.stop();
    }
    expect(() => process.kill(spawned.pid, 0)).toThrow();
  });
});
