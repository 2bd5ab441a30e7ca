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

/**
 * 404 and the path that was asked for: an unmatched route says "Page not found", the route
 * middleware's refusal (a known screen asked for with a sub-path it does not serve) says "Page Not
 * Found" (docs/product.md, section 2).
 */
export function NotFoundScreen({ path, byMiddleware = false }: { path: string; byMiddleware?: boolean }) {
  const { t } = useLingui();
  return (
    <ErrorLayout>
      <ErrorScreen status={404} message={byMiddleware ? t`Page Not Found: ${path}` : t`Page not found: ${path}`} />
    </ErrorLayout>
  );
}
