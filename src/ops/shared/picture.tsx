import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { userStore } from '../../lib/stores/session-store';

type State = { kind: 'loading' } | { kind: 'shown'; src: string } | { kind: 'failed' };

/**
 * A borrower's picture (an ID photo, a voucher) through the owner-or-operator upload route, fetched with
 * the session token (an <img src> cannot send it) and `no-store`: it is never written to browser storage
 * (the server answers `private, no-store` and the worker caches no picture), and lives only as an object URL
 * released when it leaves the screen. A picture that cannot be loaded says so and offers a retry.
 */
function usePicture(url: string, attempt: number): State {
  const [state, setState] = useState<State>({ kind: 'loading' });
  // biome-ignore lint/correctness/useExhaustiveDependencies: a retry is a new attempt at the same address.
  useEffect(() => {
    const controller = new AbortController();
    let objectUrl: string | null = null;
    setState({ kind: 'loading' });
    const token = userStore.get().token;
    fetch(url, { headers: token ? { token } : {}, cache: 'no-store', signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        objectUrl = URL.createObjectURL(await response.blob());
        setState({ kind: 'shown', src: objectUrl });
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ kind: 'failed' });
      });
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url, attempt]);
  return state;
}

const ZOOMS: readonly number[] = [1, 1.5, 2, 3];

/**
 * A picture at full resolution, large, with zoom and rotation by buttons (and so by keyboard). `named`
 * false leaves out the visible name under it, where the screen already names it beside the picture.
 */
export function Picture({
  url,
  alt,
  testId,
  named = true,
}: {
  url: string;
  alt: string;
  testId?: string;
  named?: boolean;
}) {
  const { t } = useLingui();
  const [attempt, setAttempt] = useState(0);
  const [zoom, setZoom] = useState(0);
  const [turns, setTurns] = useState(0);
  const state = usePicture(url, attempt);
  const tools = (
    <span className="ops-picture__buttons" role="group" aria-label={t`Picture tools: ${alt}`}>
      <button
        type="button"
        className="button button--secondary ops-picture__tool"
        disabled={state.kind !== 'shown' || zoom === ZOOMS.length - 1}
        onClick={() => setZoom((value) => value + 1)}
      >
        <Trans>Zoom in</Trans>
      </button>
      <button
        type="button"
        className="button button--secondary ops-picture__tool"
        disabled={state.kind !== 'shown' || zoom === 0}
        onClick={() => setZoom((value) => value - 1)}
      >
        <Trans>Zoom out</Trans>
      </button>
      <button
        type="button"
        className="button button--secondary ops-picture__tool"
        disabled={state.kind !== 'shown'}
        onClick={() => setTurns((value) => (value + 1) % 4)}
      >
        <Trans>Rotate</Trans>
      </button>
    </span>
  );
  return (
    <figure className="ops-picture" data-testid={testId}>
      {/* A zoomed picture scrolls inside its frame, which the keyboard can reach and scroll too. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard. */}
      <div className="ops-picture__frame" tabIndex={0} role="region" aria-label={alt}>
        {state.kind === 'shown' ? (
          <img
            src={state.src}
            alt={alt}
            className="ops-picture__image"
            style={{ width: `${(ZOOMS[zoom] ?? 1) * 100}%`, transform: `rotate(${turns * 90}deg)` }}
            data-testid="picture-image"
          />
        ) : state.kind === 'failed' ? (
          <div className="ops-picture__failed" role="alert">
            <p>
              <Trans>This picture could not be loaded: {alt}.</Trans>
            </p>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => setAttempt((value) => value + 1)}
            >
              <Trans>Try again</Trans>
            </button>
          </div>
        ) : (
          <p className="muted" aria-busy="true">
            <Trans>Loading the picture…</Trans>
          </p>
        )}
      </div>
      {named ? (
        <figcaption className="ops-picture__tools">
          <span>{alt}</span>
          {tools}
        </figcaption>
      ) : (
        <div className="ops-picture__tools">{tools}</div>
      )}
    </figure>
  );
}

/** The address of an uploaded picture (the owner-or-operator route). */
export const uploadUrl = (uploadId: number) => `/api/upload/${uploadId}`;
