import { Suspense, useState } from 'react';
import { I18nProvider } from '@lingui/react';
import { useLingui } from '@lingui/react/macro';
import { Router } from 'wouter';
import { i18n } from '../i18n/i18n.ts';
import { DataProvider, type DataClient } from '../data/index.ts';
import type { LaunchKind } from '../platform/telegram/index.ts';
import { ErrorBoundary } from './error-boundary.tsx';
import { ErrorScreen } from './error-screen.tsx';
import { ErrorLayout } from './layouts/error-layout.tsx';
import { LoadingIndicator } from './loading/loading-indicator.tsx';
import { DataGate } from './data-effects.tsx';
import { keepEarlyFeedback } from './early-feedback.ts';
import { optionalPart } from '../ui/optional-part.ts';
import { PwaEffects } from './pwa/pwa-effects.tsx';
import { AppRoutes, SCREEN_ROUTES } from './routes.tsx';
import { ScreenError } from './screen-error.tsx';
import { BackButtonEffect, SettingsEffects } from './shell-effects.tsx';
import { ClosingConfirmationEffect } from './telegram-effects.tsx';

/** The notification area (react-hot-toast); toasts asked for before it mounts show once it has. */
const AppToaster = optionalPart(() => import('./toaster.tsx').then((module) => module.AppToaster), 'the notification area');

/** The actions' sound, haptics, motion and toasts: needed from the player's first tap, not for the first paint. */
const ActionFeedback = optionalPart(() => import('./action-feedback.tsx').then((module) => module.ActionFeedback), 'the action feedback');
const NewsToasts = optionalPart(() => import('./news-toasts.tsx').then((module) => module.NewsToasts), 'the news toasts');
const HomeScreenOffer = optionalPart(
  () => import('./home-screen-offer.tsx').then((module) => module.HomeScreenOffer),
  'the home screen offer',
);

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

/**
 * The app shell: languages, settings effects, loading bar, screens and notifications, over the
 * data client the root made (`data`; none outside Telegram).
 */
export function App({ launch, data }: { launch: LaunchKind; data: DataClient | undefined }) {
  // Listening from the first render: a tap made before the action feedback has loaded is kept for it.
  const [early] = useState(() => (data === undefined ? undefined : keepEarlyFeedback(data.events)));
  return (
    <DataProvider value={data}>
      <I18nProvider i18n={i18n}>
        <SettingsEffects />
        <LoadingIndicator />
        <Router>
          {/* The shell's own effects and gates: a failure there is reported and shows the 500 page too. */}
          <ErrorBoundary resetKey="shell" fallback={(error, reset) => <ScreenError error={error} onRetry={reset} />}>
            <PwaEffects routes={SCREEN_ROUTES} />
            {launch === 'outside' ? (
              <OutsideTelegram />
            ) : (
              <DataGate>
                <Suspense fallback={null}>
                  <ActionFeedback early={early} />
                  <NewsToasts />
                  <HomeScreenOffer />
                </Suspense>
                <BackButtonEffect />
                <ClosingConfirmationEffect />
                <AppRoutes />
              </DataGate>
            )}
          </ErrorBoundary>
        </Router>
        <Suspense fallback={null}>
          <AppToaster />
        </Suspense>
      </I18nProvider>
    </DataProvider>
  );
}
