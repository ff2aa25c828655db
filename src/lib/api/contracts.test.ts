import { describe, expect, it } from 'vitest';
import { checkContract } from './contracts';

describe('checkContract', () => {
  it('returns the parsed answer of a valid one', async () => {
    await expect(checkContract('notifications', 'unreadCount', { count: 4 })).resolves.toEqual({
      ok: true,
      data: { count: 4 },
    });
  });

  it("names what is wrong with an invalid one, and refuses a contract that doesn't exist", async () => {
    const bad = await checkContract('notifications', 'unreadCount', { count: 'four' });
    expect(bad).toMatchObject({ ok: false, message: expect.stringContaining('count') });
    await expect(checkContract('news', 'nothingHere', [])).resolves.toEqual({
      ok: false,
      message: 'no contract news.nothingHere',
    });
    await expect(checkContract('ledger', 'entries', [])).resolves.toEqual({
      ok: false,
      message: 'no contract ledger.entries',
    });
  });
});
