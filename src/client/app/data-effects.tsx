import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { toast } from '../ui/toast.ts';
import { useDataClient, type ToastEvent } from '../data/index.ts';
import { loadFailureTexts, type FailureTexts } from '../i18n/failure-texts.ts';
import { hapticNotification } from '../platform/haptics.ts';
import { ErrorScreen } from './error-screen.tsx';
import { ErrorLayout } from './layouts/error-layout.tsx';

/** What the 500 page says for a request failure the catalogue does not list. */
const REQUEST_FAILED = msg`The farm could not read the server's answer.`;

/** What stands in place of the game: a ban (403, with where to ask) or a failure (500). */
interface Failure {
  status: 403 | 500;
  message: string;
  /** Under the message; the error screen's general line when not given. */
  hint?: string;
}

/**
 * Turns the data layer's app-wide events into what the player sees: failures and refusals as
 * translated toasts (a queued move the server refused says what was undone and why); the season
 * gap and the request failures the catalogue does not list as the 500 error screen in place of the
 * game, and a ban as a 403 screen that says why and where to ask. Retry on that screen syncs
 * again, and the game comes back once a sync goes through without the failure (the season started,
 * the server is mended). The texts load with the first of them (src/client/i18n/failure-texts.ts);
 * if they cannot, the 500 page says the request failed.
 */
export function DataGate({ children }: { children: ReactNode }) {
  const { i18n } = useLingui();
  const [failure, setFailure] = useState<Failure | null>(null);
  /** Counts failures, so a retry knows whether its sync met another one. */
  const failures = useRef(0);

  const client = useDataClient();
  useEffect(() => {
    if (!client) return undefined;
    const { events } = client;
    /** Runs `show` with the texts once they are loaded; `otherwise` if they cannot be. */
    const withTexts = (show: (texts: FailureTexts) => void, otherwise: () => void = () => undefined) => {
      loadFailureTexts().then(show, (error: unknown) => {
        console.error('the failure texts could not be loaded', error);
        otherwise();
      });
    };
    // A queued move the server refused comes as `action-refused`, then as a toast of its reason:
    // the first says what was undone and why, the second is then left out.
    let undoneSource: string | null = null;
    const onRefused = (event: { type: string; reason: string; key: string }) => {
      hapticNotification('error');
      undoneSource = `action:${event.type}`;
      withTexts(({ undoneText }) => {
        toast.error(undoneText(i18n, event), { id: `undone:${event.key}` });
      });
    };
    const onToast = (event: ToastEvent) => {
      if (event.source === undoneSource) {
        undoneSource = null;
        return;
      }
      hapticNotification('error');
      withTexts(({ failureText }) => {
        toast.error(failureText(i18n, event), { id: `${event.reason ?? ''}:${event.message ?? ''}` });
      });
    };
    const fail = (shown: (texts: FailureTexts) => Failure) => {
      failures.current += 1;
      withTexts(
        (texts) => {
          setFailure(shown(texts));
        },
        () => {
          setFailure({ status: 500, message: i18n._(REQUEST_FAILED) });
        },
      );
    };
    const onNoSeason = (event: { message: string }) => {
      fail(({ failureText }) => ({ status: 500, message: failureText(i18n, { reason: 'NO_ACTIVE_SEASON', message: event.message }) }));
    };
    const onBanned = () => {
      fail(({ failureText, bannedHint }) => ({ status: 403, message: failureText(i18n, { reason: 'BANNED' }), hint: bannedHint(i18n) }));
    };
    const onRequestFailed = () => {
      failures.current += 1;
      setFailure({ status: 500, message: i18n._(REQUEST_FAILED) });
    };
    events.on('action-refused', onRefused);
    events.on('toast', onToast);
    events.on('no-active-season', onNoSeason);
    events.on('request-failed', onRequestFailed);
    events.on('banned', onBanned);
    // Met before this listened (the first sync runs beside the first render): shown now.
    const held = client.blocked();
    if (held) (held.kind === 'banned' ? onBanned : onNoSeason)(held);
    return () => {
      events.off('banned', onBanned);
      events.off('action-refused', onRefused);
      events.off('toast', onToast);
      events.off('no-active-season', onNoSeason);
      events.off('request-failed', onRequestFailed);
    };
  }, [client, i18n]);

  const retry = async () => {
    if (!client) return;
    const before = failures.current;
    if ((await client.sync()) && failures.current === before) setFailure(null);
  };

  if (failure === null) return children;
  return (
    <ErrorLayout>
      <ErrorScreen status={failure.status} message={failure.message} hint={failure.hint} onRetry={() => void retry()} />
    </ErrorLayout>
  );
}
