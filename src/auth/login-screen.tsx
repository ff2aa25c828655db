import { Trans, useLingui } from '@lingui/react/macro';
import { getRouteApi } from '@tanstack/react-router';
import { useEffect } from 'react';
import { safeRedirect } from '../lib/navigation/safe-redirect';
import { isLoggedIn, userStore } from '../lib/stores/session-store';
import { AppLink } from '../ui/app-link';
import { Screen } from '../ui/screen';
import { ForgotPasswordForm } from './forgot-password-form';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';

const route = getRouteApi('/login');

/** /login with its three sub-views (log in, register, forgot password), chosen by `?view=`. */
export function LoginScreen() {
  const { t } = useLingui();
  const { view = 'login', redirect } = route.useSearch();
  const navigate = route.useNavigate();
  // A reader already signed in is sent on once the page has hydrated (the page is the same for everyone,
  // rendered at build time): to where they were going, else their own start.
  useEffect(() => {
    const user = userStore.get();
    if (!isLoggedIn(user)) return;
    const fallback = user.member?.role === 'operator' ? '/ops' : undefined;
    void navigate({ href: safeRedirect(redirect, fallback), replace: true });
    // On arrival: a sign-in on this page moves on by itself (login-form.tsx) and changes neither.
  }, [navigate, redirect]);
  const views = [
    { id: 'login', label: t`Log in` },
    { id: 'register', label: t`Register` },
    { id: 'forgot', label: t`Forgot password` },
  ] as const;
  return (
    <Screen
      title={
        view === 'register' ? (
          <Trans>Create your account</Trans>
        ) : view === 'forgot' ? (
          <Trans>Reset your password</Trans>
        ) : (
          <Trans>Log in to Quayside</Trans>
        )
      }
      width="narrow"
      testId="login-screen"
    >
      <div className="segment" role="group" aria-label={t`Account`}>
        {views.map((entry) => (
          <button
            key={entry.id}
            type="button"
            aria-pressed={view === entry.id}
            className="segment__button"
            data-testid={`view-${entry.id}`}
            onClick={() => void navigate({ search: (prev) => ({ ...prev, view: entry.id }), replace: true })}
          >
            {entry.label}
          </button>
        ))}
      </div>
      <div className="card auth-card">
        {view === 'register' ? (
          <RegisterForm redirect={redirect} />
        ) : view === 'forgot' ? (
          <ForgotPasswordForm
            onDone={() => void navigate({ search: (prev) => ({ ...prev, view: 'login' }), replace: true })}
          />
        ) : (
          <LoginForm
            redirect={redirect}
            onForgot={() => void navigate({ search: (prev) => ({ ...prev, view: 'forgot' }), replace: true })}
            onRegister={() =>
              void navigate({ search: (prev) => ({ ...prev, view: 'register' }), replace: true })
            }
          />
        )}
      </div>
      <p className="muted auth-help">
        <Trans>
          Trouble signing in? <AppLink href="/contact">Contact us</AppLink>.
        </Trans>
      </p>
    </Screen>
  );
}
