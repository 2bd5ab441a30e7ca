/**
 * What the browser says about the connection (Network Information API; absent on iOS, where the
 * defaults mean "a normal connection").
 */

/** The parts of `navigator.connection` the prefetch policy reads. */
export interface ConnectionInfo {
  /** The player turned on data saving. */
  saveData: boolean;
  /** `slow-2g`, `2g`, `3g`, `4g`, or undefined when the browser does not say. */
  effectiveType: string | undefined;
}

interface NavigatorWithConnection {
  connection?: { saveData?: boolean; effectiveType?: string };
}

/** Reads the connection from `navigator` (or the given stand-in). */
export function readConnection(
  source: NavigatorWithConnection | undefined = globalThis.navigator as NavigatorWithConnection | undefined,
): ConnectionInfo {
  const connection = source?.connection;
  return { saveData: connection?.saveData === true, effectiveType: connection?.effectiveType };
}

/** True on the slowest connection class, where even the small build file waits. */
export function isSlow2g(connection: ConnectionInfo): boolean {
  return connection.effectiveType === 'slow-2g';
}

/** Link prefetch is skipped with data saving on or on a 2g-class connection. */
export function allowsPrefetch(connection: ConnectionInfo): boolean {
  if (connection.saveData) return false;
  return connection.effectiveType !== '2g' && connection.effectiveType !== 'slow-2g';
}
