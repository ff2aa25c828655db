import { I18nProvider } from '@lingui/react';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { i18n } from './lib/i18n/i18n';
import type { createAppRouter } from './router';

/**
 * The app's whole tree, the same for the browser (main.tsx) and for the pages rendered at build time
 * (prerender.tsx): hydration only keeps the HTML when both render exactly this.
 */
export function AppRoot({
  router,
  queryClient,
}: {
  router: ReturnType<typeof createAppRouter>;
  queryClient: QueryClient;
}) {
  return (
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} context={{ queryClient }} />
        </QueryClientProvider>
      </I18nProvider>
    </StrictMode>
  );
}
