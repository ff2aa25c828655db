import { describe, expect, it } from 'vitest';
import { pageOfPrerenderedFile, prerenderedFileNameOf, prerenderedPageOf } from './prerendered-page';

describe('prerendered pages', () => {
  it('chooses the file by the path and the view alone', () => {
    expect(prerenderedPageOf('/help', '')).toBe('/help');
    expect(prerenderedPageOf('/login', '?redirect=%2Fapply')).toBe('/login');
    expect(prerenderedPageOf('/login', '?redirect=%2Fapply&view=register')).toBe('/login?view=register');
  });

  it('names each page’s file and reads the page back from the name', () => {
    for (const [page, name] of [
      ['/home', 'home'],
      ['/borrow/car-loan', 'borrow/car-loan'],
      ['/login', 'login'],
      ['/login?view=forgot', 'login.view-forgot'],
    ] as const) {
      expect(prerenderedFileNameOf(page)).toBe(name);
      expect(pageOfPrerenderedFile(name)).toBe(page);
    }
  });

  it('refuses a page that cannot be a file', () => {
    expect(() => prerenderedFileNameOf('/loan/$id')).toThrow(/cannot be rendered/);
    expect(() => prerenderedFileNameOf('/login?view=../x')).toThrow(/cannot be rendered/);
    expect(() => prerenderedFileNameOf('/')).toThrow(/cannot be rendered/);
  });
});
