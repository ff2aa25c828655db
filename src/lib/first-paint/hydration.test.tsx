// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { prerender } from 'react-dom/static';
import { afterEach, describe, expect, it } from 'vitest';
import { useHydrated } from './hydration';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Probe() {
  return <p>{useHydrated() ? 'data' : 'no data yet'}</p>;
}

/** The HTML the build writes for `element` (prerender.tsx renders the same way). */
async function buildTimeHtml(element: React.ReactElement): Promise<string> {
  const { prelude } = await prerender(element);
  return new Response(prelude).text();
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('useHydrated', () => {
  it('is false when rendered to HTML', async () => {
    expect(await buildTimeHtml(<Probe />)).toBe('<p>no data yet</p>');
  });

  it('is true from the first render of a page the browser draws itself', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    const seen: string[] = [];
    const observer = new MutationObserver(() => seen.push(container.innerHTML));
    observer.observe(container, { childList: true, subtree: true, characterData: true });
    const root = createRoot(container);
    await act(async () => root.render(<Probe />));
    observer.disconnect();
    expect(container.innerHTML).toBe('<p>data</p>');
    expect(seen).not.toContain('<p>no data yet</p>');
    act(() => root.unmount());
  });

  it('hydrates the HTML as it is, without a mismatch, and turns true just after', async () => {
    const container = document.createElement('div');
    container.innerHTML = await buildTimeHtml(<Probe />);
    document.body.append(container);
    const paragraph = container.firstChild;
    const errors: unknown[] = [];
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, <Probe />, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    expect(container.innerHTML).toBe('<p>data</p>');
    // Kept, not replaced: the element the HTML had is the one React now updates.
    expect(container.firstChild).toBe(paragraph);
    act(() => root?.unmount());
  });
});
