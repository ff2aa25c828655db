import { useParams } from '@tanstack/react-router';
import { useMemo } from 'react';
import { NotFoundScreen } from '../ui/not-found-screen';
import { consolePaths, consoleScreenOf, consoleScreens } from './console-screens';
import { DeskFrame } from './frame/desk-frame';
// The console's styles travel with its code, not in the app's one stylesheet that every borrower's first
// page loads (decision 080).
import styles from './ops.css?inline';
import { matchOpsPath, sectionOf } from './ops-paths';
import { useOperator } from './shared/operator-identity';
import { mayOpen } from './shared/roles';

export { warmConsoleScreen } from './shared/warm-console';

/**
 * The operators' console at /ops: its own frame around the screen the path names, both read from the one
 * table of screens (console-screens.tsx). A screen outside the operator's roles is "not found" for them, as
 * a path that names none is; the server refuses its reads whatever the console shows.
 */
export function OpsConsole() {
  const { _splat } = useParams({ strict: false });
  const { roles } = useOperator();
  const screens = useMemo(() => consoleScreens.filter((entry) => mayOpen(entry.roles, roles)), [roles]);
  const match = matchOpsPath(consolePaths, _splat);
  const entry = match ? consoleScreenOf(match.pattern) : undefined;
  const shown = entry && screens.includes(entry) ? entry : undefined;
  const Screen = shown?.screen;
  return (
    <>
      <style>{styles}</style>
      <DeskFrame
        screens={screens}
        current={shown ? sectionOf(shown.path) : null}
        searching={shown?.path === 'borrowers'}
      >
        {Screen ? (
          <Screen id={match?.id ?? 0} name={match?.name ?? ''} screens={screens} />
        ) : (
          <NotFoundScreen />
        )}
      </DeskFrame>
    </>
  );
}
