/** The console's calls to /admin/api: the cookie rides along; a change carries the console's header. */
import type { z } from 'zod/mini';
import { CONSOLE_API, CONSOLE_REQUEST_HEADER } from '#protocol/console';

export class ConsoleError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

async function failure(response: Response): Promise<ConsoleError> {
  let message = `${response.status} ${response.statusText}`;
  try {
    const body = (await response.json()) as { message?: unknown };
    if (typeof body.message === 'string') message = body.message;
  } catch {
    // Not JSON: the status says it.
  }
  return new ConsoleError(response.status, message);
}

export async function getJson<S extends z.ZodMiniType>(path: string, schema: S): Promise<z.infer<S>> {
  const response = await fetch(`${CONSOLE_API}${path}`, { credentials: 'same-origin' });
  if (!response.ok) throw await failure(response);
  return schema.parse(await response.json());
}

export async function post(path: string, body: unknown = {}): Promise<void> {
  const response = await fetch(`${CONSOLE_API}${path}`, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', [CONSOLE_REQUEST_HEADER]: '1' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw await failure(response);
}
