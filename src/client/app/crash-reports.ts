/**
 * Failures no code caught reach the server (docs/product.md, section 8): an error thrown in an
 * event handler, a timer or other code outside React's render, and a promise rejection nothing
 * handled. The player can go on playing after these, so no error page; a render or effect error is
 * the error boundaries' (they report it and show the 500 page). The data client de-duplicates and
 * rate-limits the reports, and leaves out the expected noise; code that failed to load is the chunk
 * recovery's, not a crash.
 */
import type { DataClient } from '../data/index.ts';
import { isChunkLoadError } from './pwa/load-errors.ts';

/** What a report says of a thrown value: its message and, for an Error, its stack. */
export function describeFailure(error: unknown): { message: string; stack: string | undefined } {
  if (error instanceof Error) return { message: error.message || error.name, stack: error.stack };
  if (typeof error === 'string') return { message: error, stack: undefined };
  let text: string | undefined;
  try {
    text = JSON.stringify(error);
  } catch {
    // A cyclic value: its tag says what it was.
  }
  return { message: text ?? Object.prototype.toString.call(error), stack: undefined };
}

function reportCrash(client: DataClient | undefined, kind: 'uncaught' | 'rejection', error: unknown): void {
  if (isChunkLoadError(error)) return;
  const { message, stack } = describeFailure(error);
  client?.report({ kind, message, stack, endpoint: window.location.pathname });
}

/**
 * Listens on `target` (the window) for uncaught errors and unhandled rejections, reported through
 * the data client `client()` gives at the time (none before the app's root has made it); returns the stop.
 */
export function reportUncaughtFailures(target: EventTarget, client: () => DataClient | undefined): () => void {
  const onError = (event: Event) => {
    const { message } = event as ErrorEvent;
    const error: unknown = (event as ErrorEvent).error;
    reportCrash(client(), 'uncaught', error ?? message);
  };
  const onRejection = (event: Event) => {
    reportCrash(client(), 'rejection', (event as PromiseRejectionEvent).reason);
  };
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}
