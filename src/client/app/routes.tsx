import { Suspense, useEffect, type ComponentType } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { FarmScreen } from '../features/farm/farm-screen.tsx';
import { SeasonBanner } from '../features/season/season-banner.tsx';
import { ErrorBoundary } from './error-boundary.tsx';
import { ErrorScreen } from './error-screen.tsx';
import { setGameMounted, type GameMounted } from './game-mounted.ts';
import { ErrorLayout } from './layouts/error-layout.tsx';
import { PageLayout } from './layouts/page-layout.tsx';
import { lazyScreen } from './pwa/lazy-screen.ts';
import { startLoading } from './loading/loading-store.ts';
import type { RouteError } from './route-error.ts';
import type { ScreenPath } from '../../protocol/screen-paths.ts';
import { NotFoundScreen, ScreenError } from './screen-error.tsx';

/** Parameters of a matched route pattern (`/quests/:id` gives `{ id }`). */
export type RouteParams = Readonly<Record<string, string | undefined>>;

/** A screen of the game at a path. */
export interface ScreenRoute {
  path: string;
  Screen: ComponentType;
  /** Refuses parameters the screen cannot show: the error screen shows the status and message. */
  validate?: (params: RouteParams) => RouteError | null;
  /** The game-mounted flag the screen sets once it has mounted (docs/product.md, section 3). */
  mounts?: keyof GameMounted;
}

/** The farm with the season's banner (features never import each other; the app composes them). */
function FarmWithSeason() {
  return <FarmScreen banner={<SeasonBanner />} />;
}

/**
 * The game's screens: the farm at once, the others loaded when first opened. Their paths are the
 * list the service worker answers navigations for (src/protocol/screen-paths.ts).
 */
export const SCREEN_ROUTES: readonly (ScreenRoute & { path: ScreenPath })[] = [
  { path: '/', Screen: FarmWithSeason, mounts: 'main' },
  { path: '/boosts', Screen: lazyScreen(() => import('../features/boosts/boosts-screen.tsx').then((module) => module.BoostsScreen)) },
  { path: '/spin', Screen: lazyScreen(() => import('../features/spin/spin-screen.tsx').then((module) => module.SpinScreen)) },
  { path: '/quests', Screen: lazyScreen(() => import('../features/quests/quests-screen.tsx').then((module) => module.QuestsScreen)) },
  { path: '/shop', Screen: lazyScreen(() => import('../features/shop/shop-screen.tsx').then((module) => module.ShopScreen)) },
  {
    path: '/events',
    Screen: lazyScreen(() => import('../features/events/events-screen.tsx').then((module) => module.EventsScreen)),
    mounts: 'event',
  },
  { path: '/friends', Screen: lazyScreen(() => import('../features/referrals/friends-screen.tsx').then((module) => module.FriendsScreen)) },
  {
    path: '/leaderboard',
    Screen: lazyScreen(() => import('../features/leaderboard/leaderboard-screen.tsx').then((module) => module.LeaderboardScreen)),
  },
  {
    path: '/wallet',
    Screen: lazyScreen(() => import('../features/wallet/wallet-screen.tsx').then((module) => module.WalletScreen)),
    mounts: 'money',
  },
  {
    path: '/settings',
    Screen: lazyScreen(() => import('../features/settings/settings-screen.tsx').then((module) => module.SettingsScreen)),
  },
];

/** Shown while a screen's code loads: it only drives the top loading bar. */
function ScreenLoading() {
  useEffect(() => startLoading(), []);
  return null;
}

/** Sets a game-mounted flag; placed after a screen, its effect runs once the screen has mounted. */
function MountedFlag({ flag }: { flag: keyof GameMounted }) {
  useEffect(() => {
    setGameMounted(flag, true);
  }, [flag]);
  return null;
}

function RouteScreen({ route, params }: { route: ScreenRoute; params: RouteParams }) {
  const failure = route.validate?.(params) ?? null;
  if (failure) {
    return (
      <ErrorLayout>
        <ErrorScreen status={failure.status} message={failure.message} />
      </ErrorLayout>
    );
  }
  return (
    <PageLayout>
      <Suspense fallback={<ScreenLoading />}>
        <route.Screen />
        {route.mounts && <MountedFlag flag={route.mounts} />}
      </Suspense>
    </PageLayout>
  );
}

/**
 * The screens frame: the matching screen in the page layout, an unmatched path as a 404 in the
 * error layout (the route middleware's variant under a known screen), and an error boundary that
 * turns render errors into the error screen.
 */
export function AppRoutes({ routes = SCREEN_ROUTES }: { routes?: readonly ScreenRoute[] }) {
  const [location] = useLocation();
  return (
    <ErrorBoundary resetKey={location} fallback={(error, reset) => <ScreenError error={error} onRetry={reset} />}>
      <Switch>
        {routes.map((route) => (
          <Route key={route.path} path={route.path}>
            {(params: RouteParams) => <RouteScreen route={route} params={params} />}
          </Route>
        ))}
        <Route path="/:screen/*">
          {(params: RouteParams) => (
            <NotFoundScreen path={location} byMiddleware={routes.some((route) => route.path === `/${params.screen ?? ''}`)} />
          )}
        </Route>
        <Route>
          <NotFoundScreen path={location} />
        </Route>
      </Switch>
    </ErrorBoundary>
  );
}
