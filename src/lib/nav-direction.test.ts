import { describe, expect, it } from 'vitest';
import { nextDirection, readHistory, writeHistory } from './nav-direction';
import { tabIndexOf, tabPathOf } from './tab-paths';

describe('tabIndexOf', () => {
  it.each([
    ['/home', 0],
    ['/service', 1],
    ['/booking', 2],
    ['/orders', 3],
    ['/loan/history', 3],
    ['/mine', 4],
    ['/member/centre', 4],
    ['/help', 1],
    ['/help/money-worries', 1],
    ['/contact', 1],
    ['/borrow/car-loan', 2],
    ['/apply/submit', 2],
    ['/loan/detail?id=3', 3],
    ['/loan-contract', 3],
    ['/account/centre/basic', 4],
    ['/about', -1],
    ['/homework', -1],
    ['/loans', -1],
  ])('%s → %i', (path, index) => expect(tabIndexOf(path)).toBe(index));

  it('gives the tab bar the href of the tab to select, or the path itself outside the tabs', () => {
    expect(tabPathOf('/loan/record')).toBe('/orders');
    expect(tabPathOf('/member/apply/')).toBe('/mine');
    expect(tabPathOf('/blog')).toBe('/blog');
  });
});

describe('nextDirection', () => {
  it('slides left when moving to a tab on the right', () => {
    expect(nextDirection(['/home'], '/booking')).toEqual({
      direction: 'slide-left',
      history: ['/home', '/booking'],
    });
  });

  it('slides right when moving to a tab on the left', () => {
    expect(nextDirection(['/home', '/member/centre'], '/service').direction).toBe('slide-right');
    expect(nextDirection(['/loan/history'], '/home').direction).toBe('slide-right');
  });

  it('slides left into and out of pages outside the tabs, and within a tab', () => {
    expect(nextDirection(['/about'], '/home').direction).toBe('slide-left');
    expect(nextDirection(['/loan/history'], '/blog').direction).toBe('slide-left');
    expect(nextDirection(['/member/centre'], '/account/centre/basic').direction).toBe('slide-left');
  });

  it('counts a page as the tab it belongs to: from help, the home tab is on the left', () => {
    expect(nextDirection(['/help'], '/home').direction).toBe('slide-right');
    expect(nextDirection(['/loan/detail'], '/booking').direction).toBe('slide-right');
    expect(nextDirection(['/borrow/car-loan'], '/mine').direction).toBe('slide-left');
  });

  it('treats a move to the page below the top of the history as back: slide right and pop', () => {
    expect(nextDirection(['/home', '/help', '/about'], '/help')).toEqual({
      direction: 'slide-right',
      history: ['/home', '/help'],
    });
  });

  it('slides right on a browser back even when the history does not know the page', () => {
    expect(nextDirection(['/home', '/blog'], '/about', true)).toEqual({
      direction: 'slide-right',
      history: ['/home', '/about'],
    });
  });

  it('ignores query strings and trailing slashes', () => {
    expect(nextDirection(['/home'], '/home/?x=1').history).toEqual(['/home']);
  });

  it('keeps the history bounded', () => {
    let history: string[] = [];
    for (let i = 0; i < 80; i++) history = nextDirection(history, `/page-${i}`).history;
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
