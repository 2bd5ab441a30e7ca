import type { Loaded } from './use-load.ts';

/** What a page shows until its data is ready: "Loading...", or why it could not be loaded. */
export function NotReady({ loaded }: { loaded: Exclude<Loaded<unknown>, { state: 'ready' }> }) {
  return loaded.state === 'loading' ? <p className="muted">Loading...</p> : <p className="error">{loaded.error.message}</p>;
}
