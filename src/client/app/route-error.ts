/**
 * A route that cannot be shown: its status (404 unknown, 422 bad parameters, ...) and a message
 * for the player. A route's `validate` returns one, and a screen may throw one while rendering;
 * either way the error screen shows the status and the message, and nothing is reported.
 */
export class RouteError extends Error {
  override name = 'RouteError';

  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** True for a {@link RouteError} (also across module copies, by name). */
export function isRouteError(error: unknown): error is RouteError {
  return (
    error instanceof RouteError ||
    (error instanceof Error && error.name === 'RouteError' && typeof (error as { status?: unknown }).status === 'number')
  );
}
