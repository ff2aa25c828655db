import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { type FactsOfPage, pagePreloadScript } from './page-preloads';

/** A build's chunks as the script is made from them: two routes' split chunks and a catalog. */
function chunk(fileName: string, facadeModuleId: string, imports: string[] = []) {
  return { type: 'chunk', fileName, facadeModuleId, imports } as unknown as Rolldown.OutputChunk;
}
const bundle = {
  a: chunk('assets/apply.index-1.js', '/app/src/routes/apply.index.tsx?tsr-split=component', [
    'assets/wizard-1.js',
  ]),
  b: chunk('assets/wizard-1.js', '/app/src/wizard/wizard-screen.tsx'),
  c: chunk('assets/login-1.js', '/app/src/routes/login.tsx?tsr-split=component'),
  d: chunk('assets/member-en.js', '/app/src/locales/en/member.po'),
  e: chunk('assets/apply-en.js', '/app/src/locales/en/apply.po'),
} as unknown as Rolldown.OutputBundle;
const facts: FactsOfPage = (path) =>
  path === '/apply'
    ? { catalogs: ['member', 'apply'], memberOnly: true }
    : { catalogs: ['member'], memberOnly: false };

/** What the inline script asks for on `path`, with `stored` as the browser's localStorage. */
function preloadsOn(path: string, stored: Record<string, string>): string[] {
  const asked: string[] = [];
  const document = {
    createElement: () => ({}) as { href?: string },
    head: { appendChild: (link: { href: string }) => asked.push(link.href) },
  };
  const localStorage = { getItem: (key: string) => stored[key] ?? null };
  new Function('document', 'location', 'localStorage', pagePreloadScript(bundle, [], facts))(
    document,
    { pathname: path },
    localStorage,
  );
  return asked;
}

describe('the page preload script', () => {
  it("asks for a page's own chunks and its catalogs in the stored language", () => {
    expect(preloadsOn('/login', {})).toEqual(['/assets/login-1.js', '/assets/member-en.js']);
  });

  it('asks a signed-in member for the members-only page, and a visitor for /login, where they are sent', () => {
    const session = { userInfo: JSON.stringify({ id: 7, token: 'a-token' }) };
    expect(preloadsOn('/apply', session)).toEqual([
      '/assets/apply.index-1.js',
      '/assets/wizard-1.js',
      '/assets/member-en.js',
      '/assets/apply-en.js',
    ]);
    expect(preloadsOn('/apply', {})).toEqual(['/assets/login-1.js', '/assets/member-en.js']);
    expect(preloadsOn('/apply', { userInfo: 'not json' })).toEqual([
      '/assets/login-1.js',
      '/assets/member-en.js',
    ]);
  });
});
