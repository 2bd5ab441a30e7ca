/**
 * The page events that flush the outbox (apart from the scheduler, which brings the whole request
 * layer: the data client's defaults need only these).
 */

/** The page events that should flush; returns the unsubscribe. */
export type FlushTriggers = (flush: () => void) => () => void;

/** `online` on the window and `visibilitychange` to visible on the document, where they exist. */
export function browserFlushTriggers(): FlushTriggers {
  return (flush) => {
    const target = (globalThis as { window?: Window }).window;
    const doc = (globalThis as { document?: Document }).document;
    const onVisible = (): void => {
      if (doc?.visibilityState === 'visible') flush();
    };
    target?.addEventListener('online', flush);
    doc?.addEventListener('visibilitychange', onVisible);
    return () => {
      target?.removeEventListener('online', flush);
      doc?.removeEventListener('visibilitychange', onVisible);
    };
  };
}
