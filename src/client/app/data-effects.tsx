import { useEffect, useState, type ReactNode } from 'react';
import { useLingui } from '@lingui/react';
import { toast } from '../ui/toast.ts';
import { maybeDataClient } from '../data/client.ts';
import { failureText } from '../i18n/reasons.ts';
import { undoneText } from '../i18n/undone.ts';
import { hapticNotification } from '../platform/haptics.ts';
import { ErrorScreen } from './error-screen.tsx';
import { ErrorLayout } from './layouts/error-layout.tsx';

/**
 * Turns the data layer's app-wide events into what the player sees: failures and refusals as
 * translated toasts (a queued move the server refused says what was undone and why), and the
 * season gap as the 500 error screen in place of the game.
 */
export function DataGate({ children }: { children: ReactNode }) {
  const { i18n } = useLingui();
  const [noSeason, setNoSeason] = useState<string | null>(null);

  useEffect(() => {
    const events = maybeDataClient()?.events;
    if (!events) return undefined;
    // A queued move the server refused comes as `action-refused`, then as a toast of its reason:
    // the first says what was undone and why, the second is then left out.
    let undoneSource: string | null = null;
    const onRefused = (event: { type: string; reason: string; key: string }) => {
      hapticNotification('error');
      undoneSource = `action:${event.type}`;
      toast.error(undoneText(i18n, event), { id: `undone:${event.key}` });
    };
    const onToast = (event: { message: string; reason?: string | undefined; source: string }) => {
      if (event.source === undoneSource) {
        undoneSource = null;
        return;
      }
      hapticNotification('error');
      toast.error(failureText(i18n, event), { id: `${event.reason ?? ''}:${event.message}` });
    };
    const onNoSeason = (event: { message: string }) => {
      setNoSeason(failureText(i18n, { reason: 'NO_ACTIVE_SEASON', message: event.message }));
    };
    events.on('action-refused', onRefused);
    events.on('toast', onToast);
    events.on('no-active-season', onNoSeason);
    return () => {
      events.off('action-refused', onRefused);
      events.off('toast', onToast);
      events.off('no-active-season', onNoSeason);
    };
  }, [i18n]);

  if (noSeason === null) return children;
  return (
    <ErrorLayout>
      <ErrorScreen status={500} message={noSeason} />
    </ErrorLayout>
  );
}
