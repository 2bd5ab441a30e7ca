import { useEffect, useState } from 'react';
import { LOADING_DURATION_MS, LOADING_THROTTLE_MS, estimatedProgress, useIsLoading } from './loading-store.ts';
import styles from './loading-indicator.module.css';

/** How long the full bar stays before it fades out, in ms. */
const FINISH_MS = 400;
/** Progress updates every this many ms. */
const TICK_MS = 100;

/**
 * The bar's progress in percent while it is shown, null while hidden. Work that ends makes the
 * bar full and fading (derived in render), and a moment later hidden.
 */
function useProgress(loading: boolean): number | null {
  const [progress, setProgress] = useState<number | null>(null);
  const shown = progress !== null;
  useEffect(() => {
    if (!loading) return undefined;
    const started = Date.now();
    let ticker: ReturnType<typeof setInterval> | undefined;
    const tick = () => {
      setProgress(estimatedProgress(Date.now() - started, LOADING_DURATION_MS));
    };
    const throttle = setTimeout(() => {
      tick();
      ticker = setInterval(tick, TICK_MS);
    }, LOADING_THROTTLE_MS);
    return () => {
      clearTimeout(throttle);
      clearInterval(ticker);
    };
  }, [loading]);
  useEffect(() => {
    if (loading || !shown) return undefined;
    const hide = setTimeout(() => {
      setProgress(null);
    }, FINISH_MS);
    return () => {
      clearTimeout(hide);
    };
  }, [loading, shown]);
  return progress;
}

/**
 * The thin bar at the top of the page while the player waits: shown after 200 ms, estimating
 * progress over 2000 ms, filling up and fading when the work is done.
 */
export function LoadingIndicator() {
  const loading = useIsLoading();
  const estimate = useProgress(loading);
  if (estimate === null) return null;
  const progress = loading ? estimate : 100;
  return (
    <div
      className={[styles.bar, loading ? '' : styles.done].join(' ')}
      style={{ transform: `scaleX(${progress / 100})` }}
      role="progressbar"
      aria-hidden="true"
      data-testid="loading-indicator"
      data-progress={Math.round(progress)}
    />
  );
}
