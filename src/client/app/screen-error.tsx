import { useLingui } from '@lingui/react/macro';
import { isRouteError } from './route-error.ts';
import { ErrorScreen } from './error-screen.tsx';
import { ErrorLayout } from './layouts/error-layout.tsx';

/** What the error boundary shows: a route error's status and message, else a 500. */
export function ScreenError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useLingui();
  const status = isRouteError(error) ? error.status : 500;
  const message = isRouteError(error) ? error.message : t`Something broke while drawing this screen.`;
  return (
    <ErrorLayout>
      <ErrorScreen status={status} message={message} onRetry={onRetry} />
    </ErrorLayout>
  );
}

/** The unmatched route: 404 and the path that was asked for. */
export function NotFoundScreen({ path }: { path: string }) {
  const { t } = useLingui();
  return (
    <ErrorLayout>
      <ErrorScreen status={404} message={t`Page not found: ${path}`} />
    </ErrorLayout>
  );
}
