import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { useDataClient } from '../../data/index.ts';
import { noteServerBuild, prefetchWhenSettled, pwaNavigated } from './pwa-runtime.ts';

/**
 * The PWA layer's hooks into the shell: a new version switches in after an in-app navigation,
 * the data layer's "another build answered" event counts as a new build, and the screens of the
 * bottom bar are prefetched once the page is idle.
 */
export function PwaEffects({ routes }: { routes: readonly { Screen: unknown }[] }) {
  const [location] = useLocation();
  const previous = useRef(location);

  useEffect(() => {
    if (previous.current === location) return;
    previous.current = location;
    void pwaNavigated();
  }, [location]);

  const events = useDataClient()?.events;
  useEffect(() => {
    if (!events) return;
    const onUpdate = ({ serverVersion }: { serverVersion: string }) => {
      noteServerBuild(serverVersion);
    };
    events.on('update-ready', onUpdate);
    return () => {
      events.off('update-ready', onUpdate);
    };
  }, [events]);

  useEffect(() => {
    prefetchWhenSettled(routes.map((route) => route.Screen));
  }, [routes]);

  return null;
}
