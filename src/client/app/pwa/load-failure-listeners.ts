/**
 * Page-wide listeners for code that failed to load outside the lazy screens: Vite's
 * `vite:preloadError` (a chunk or stylesheet of a dynamic import, including background
 * prefetches), and unhandled rejections and errors (a locale catalogue, a boot import).
 */
import { isChunkLoadError, isUnexpectedTokenError } from './load-errors.ts';

export interface LoadFailureHandlers {
  /** Vite could not load a dependency of a dynamic import: the code on the server has moved on. */
  onPreloadError: (error: unknown) => void;
  /** An unhandled failure to load code: nobody else will recover from it. */
  onChunkError: (error: unknown) => void;
  /** An unhandled "Unexpected token" or invalid-JSON error. */
  onUnexpectedToken: (error: unknown) => void;
}

function classify(error: unknown, handlers: LoadFailureHandlers): void {
  if (isChunkLoadError(error)) handlers.onChunkError(error);
  else if (isUnexpectedTokenError(error)) handlers.onUnexpectedToken(error);
}

/** Listens on `target` (the window); returns the function that stops listening. */
export function listenForLoadFailures(target: EventTarget, handlers: LoadFailureHandlers): () => void {
  const onPreload = (event: Event) => {
    // Not prevented: the import still rejects, so whoever awaited it (a lazy screen) decides.
    handlers.onPreloadError((event as Event & { payload?: unknown }).payload);
  };
  const onRejection = (event: Event) => {
    classify((event as PromiseRejectionEvent).reason, handlers);
  };
  const onError = (event: Event) => {
    const { message } = event as ErrorEvent;
    const error: unknown = (event as ErrorEvent).error;
    classify(error ?? message, handlers);
  };
  target.addEventListener('vite:preloadError', onPreload);
  target.addEventListener('unhandledrejection', onRejection);
  target.addEventListener('error', onError);
  return () => {
    target.removeEventListener('vite:preloadError', onPreload);
    target.removeEventListener('unhandledrejection', onRejection);
    target.removeEventListener('error', onError);
  };
}
