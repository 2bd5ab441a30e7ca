import { Suspense } from 'react';
import { I18nProvider } from '@lingui/react';
import { useLingui } from '@lingui/react/macro';
import { Router } from 'wouter';
import { i18n } from '../i18n/i18n.ts';
import type { LaunchKind } from '../platform/telegram/index.ts';
import { ErrorScreen } from './error-screen.tsx';
import { ErrorLayout } from './layouts/error-layout.tsx';
import { LoadingIndicator } from './loading/loading-indicator.tsx';
import { DataGate } from './data-effects.tsx';
import { optionalPart } from './optional-part.ts';
import { PwaEffects } from './pwa/pwa-effects.tsx';
import { AppRoutes, SCREEN_ROUTES } from './routes.tsx';
import { BackButtonEffect, SettingsEffects } from './shell-effects.tsx';

/** The notification area (react-hot-toast); toasts asked for before it mounts show once it has. */
const AppToaster = optionalPart(() => import('./toaster.tsx').then((module) => module.AppToaster), 'the notification area');

/** The actions' sound, haptics, motion and toasts: needed from the player's first tap, not for the first paint. */
const ActionFeedback = optionalPart(() => import('./action-feedback.tsx').then((module) => module.ActionFeedback), 'the action feedback');

/** Outside Telegram with no development server to sign launch data: the game cannot log in. */
function OutsideTelegram() {
  const { t } = useLingui();
  return (
    <ErrorLayout>
      <ErrorScreen
        status={401}
        message={t`Open Harvest Hub in Telegram to play.`}
        hint={t`The game runs inside Telegram: start it from our bot or our channel.`}
        onRetry={() => {
          window.location.reload();
        }}
      />
    </ErrorLayout>
  );
}

/** The app shell: languages, settings effects, loading bar, screens and notifications. */
export function App({ launch }: { launch: LaunchKind }) {
  return (
    <I18nProvider i18n={i18n}>
      <SettingsEffects />
      <LoadingIndicator />
      <Router>
        <PwaEffects routes={SCREEN_ROUTES} />
        {launch === 'outside' ? (
          <OutsideTelegram />
        ) : (
          <DataGate>
            <Suspense fallback={null}>
              <ActionFeedback />
            </Suspense>
            <BackButtonEffect />
            <AppRoutes />
          </DataGate>
        )}
      </Router>
      <Suspense fallback={null}>
        <AppToaster />
      </Suspense>
    </I18nProvider>
  );
}
