import { createElement, lazy, useEffect, type ComponentType } from 'react';
import { loadLaterMessages } from '../i18n/i18n.ts';

/**
 * Tries `load` again after a failure (a request lost on a flaky network, a server restarting), 6
 * times in all over some 15 s: long enough for a restart, short enough to give up while offline.
 */
async function withRetries<T>(load: () => Promise<T>, tries = 6): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await load();
    } catch (error) {
      if (attempt >= tries) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500 * 2 ** (attempt - 1)));
    }
  }
}

/**
 * A part of the shell or of a screen loaded on demand (beside the first render, or when first
 * shown): not in the first load, and without its code the game goes on (the part renders nothing
 * and tries again the next time it renders: a failure is not kept for the session).
 * It comes with the later messages (src/client/i18n/i18n.ts).
 */
export function optionalPart<Props extends object>(code: () => Promise<ComponentType<Props>>, what: string): ComponentType<Props> {
  const load = () => Promise.all([code(), loadLaterMessages()]).then(([Component]) => Component);
  /** What the part renders when its code could not be loaded: nothing, and a new try for the next render. */
  function Missing() {
    useEffect(() => {
      part = attempt();
    }, []);
    return null;
  }
  const attempt = () =>
    lazy(() =>
      withRetries(load).then(
        (Component): { default: ComponentType<Props> } => ({ default: Component }),
        (error: unknown): { default: ComponentType<Props> } => {
          console.error(`${what} could not be loaded`, error);
          return { default: Missing };
        },
      ),
    );
  let part = attempt();
  return function OptionalPart(props: Props) {
    return createElement(part, props);
  };
}
