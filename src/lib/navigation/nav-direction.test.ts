import { describe, expect, it } from 'vitest';
import { nextDirection, readHistory, writeHistory } from './nav-direction';

// The tabs as the routes declare them (src/route-declarations.test.ts pins those): a few paths are enough here.
const tabOfPath: Record<string, number> = {
  '/home': 0,
  '/help': 1,
  '/service': 1,
  '/booking': 2,
  '/borrow/car-loan': 2,
  '/loan/history': 3,
  '/loan/detail': 3,
  '/mine': 4,
  '/member/centre': 4,
  '/account/centre/basic': 4,
};
const tabIndexOf = (path: string) => tabOfPath[path] ?? -1;
const next = (history: readonly string[], to: string, isBack?: boolean) =>
  nextDirection(history, to, tabIndexOf, isBack);

describe('nextDirection', () => {
  it('slides left when moving to a tab on the right', () => {
    expect(next(['/home'], '/booking')).toEqual({
      direction: 'slide-left',
      history: ['/home', '/booking'],
    });
  });

  it('slides right when moving to a tab on the left', () => {
    expect(next(['/home', '/member/centre'], '/service').direction).toBe('slide-right');
    expect(next(['/loan/history'], '/home').direction).toBe('slide-right');
  });

  it('slides left into and out of pages outside the tabs, and within a tab', () => {
    expect(next(['/about'], '/home').direction).toBe('slide-left');
    expect(next(['/loan/history'], '/blog').direction).toBe('slide-left');
    expect(next(['/member/centre'], '/account/centre/basic').direction).toBe('slide-left');
  });

  it('counts a page as the tab it belongs to: from help, the home tab is on the left', () => {
    expect(next(['/help'], '/home').direction).toBe('slide-right');
    expect(next(['/loan/detail'], '/booking').direction).toBe('slide-right');
    expect(next(['/borrow/car-loan'], '/mine').direction).toBe('slide-left');
  });

  it('treats a move to the page below the top of the history as back: slide right and pop', () => {
    expect(next(['/home', '/help', '/about'], '/help')).toEqual({
      direction: 'slide-right',
      history: ['/home', '/help'],
    });
  });

  it('slides right on a browser back even when the history does not know the page', () => {
    expect(next(['/home', '/blog'], '/about', true)).toEqual({
      direction: 'slide-right',
      history: ['/home', '/about'],
    });
  });

  it('ignores query strings and trailing slashes', () => {
    expect(next(['/home'], '/home/?x=1').history).toEqual(['/home']);
  });

  it('keeps the history bounded', () => {
    let history: string[] = [];
    for (let i = 0; i < 80; i++) history = next(history, `/page-${i}`).history;
    expect(history).toHaveLength(50);
    expect(history.at(-1)).toBe('/page-79');
  });
});

describe('history storage', () => {
  it('round-trips and survives junk', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
    } as unknown as Storage;
    writeHistory(storage, ['/home', '/help']);
    expect(readHistory(storage)).toEqual(['/home', '/help']);
    store.set('pageHistory', '{not json');
    expect(readHistory(storage)).toEqual([]);
    expect(readHistory(undefined)).toEqual([]);
  });
});
