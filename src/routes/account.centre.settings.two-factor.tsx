import { createFileRoute } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';

// The screen and its pieces (shared with sign-in and the console) are one lazy chunk fetched by this
// route's own: their file names stay out of the route table that /home downloads (decision 106).
const TwoFactorScreen = lazy(() =>
  import('../security/two-factor-screen').then((module) => ({ default: module.TwoFactorScreen })),
);

function TwoFactorRoute() {
  return (
    <Suspense fallback={<p aria-busy="true" className="muted" />}>
      <TwoFactorScreen />
    </Suspense>
  );
}

export const Route = createFileRoute('/account/centre/settings/two-factor')({
  component: TwoFactorRoute,
});
