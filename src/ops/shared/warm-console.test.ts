// @vitest-environment happy-dom
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmConsoleScreen } from './warm-console';

// The route's loader reads the table of screens: the queries of the screen the path names, and the frame's.

function asked() {
  const paths: string[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    paths.push(new URL(String(input), 'http://localhost').pathname);
    return new Response('{}', { status: 404 });
  });
  return paths;
}

afterEach(() => vi.restoreAllMocks());

describe('warming a console screen', () => {
  it('asks for the record’s own reads and the frame’s, by the path', async () => {
    const paths = asked();
    await warmConsoleScreen(
      new QueryClient({ defaultOptions: { queries: { retry: false } } }),
      'applications/12',
    );
    expect([...paths].sort()).toEqual(
      [
        '/api/operator/queues',
        '/api/operator/business-date',
        '/api/operator/applications/12',
        '/api/operator/applications/12/credit-file',
        '/api/operator/applications/12/income-proof',
        '/api/operator/config',
      ].sort(),
    );
  });

  it('warms a list read a page at a time as such, and only the frame for a path naming no screen', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    let paths = asked();
    await warmConsoleScreen(client, 'hardship');
    expect(paths).toContain('/api/operator/hardship');
    vi.restoreAllMocks();
    paths = asked();
    await warmConsoleScreen(client, 'nowhere/1');
    expect([...paths].sort()).toEqual(['/api/operator/business-date', '/api/operator/queues']);
  });
});
