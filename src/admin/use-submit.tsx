/**
 * The one way a console form sends and says what came of it (docs/operator-console.md): the line
 * its answer makes, or the failure's message as an error.
 */
import { useState } from 'react';

export interface Outcome {
  error: boolean;
  text: string;
}

export interface Submit {
  outcome: Outcome | undefined;
  /** Shows an outcome found before sending (a field that is not valid). */
  say: (outcome: Outcome | undefined) => void;
  /** Waits for `sending`; `done` turns its answer into the line to show (undefined: nothing). */
  run: <T>(sending: Promise<T>, done: (answer: T) => string | undefined) => void;
}

export function useSubmit(): Submit {
  const [outcome, say] = useState<Outcome | undefined>();
  return {
    outcome,
    say,
    run: (sending, done) => {
      sending.then(
        (answer) => {
          const text = done(answer);
          say(text === undefined ? undefined : { error: false, text });
        },
        (failure: unknown) => {
          say({ error: true, text: failure instanceof Error ? failure.message : String(failure) });
        },
      );
    },
  };
}

export function OutcomeLine({ outcome }: { outcome: Outcome | undefined }) {
  if (outcome === undefined) return null;
  return (
    <span role="status" className={outcome.error ? 'error' : 'muted'}>
      {outcome.text}
    </span>
  );
}
