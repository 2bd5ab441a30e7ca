/** The console's calls to /admin/api: the cookie rides along; a change carries the console's header. */
import type { z } from 'zod/mini';
import { CONSOLE_API, CONSOLE_REQUEST_HEADER } from '#protocol/console';

export class ConsoleError extends Error {
  readonly status: number;
  /** The answer's JSON (undefined when it was not JSON), e.g. a refusal's details. */
  readonly body: unknown;
  constructor(status: number, message: string, body?: unknown) {
    super(message);
    this.status = status;
    this.body = body;
  }
}

async function failure(response: Response): Promise<ConsoleError> {
  let message = `${response.status} ${response.statusText}`;
  let body: unknown;
  try {
    body = await response.json();
    const said = (body as { message?: unknown }).message;
    if (typeof said === 'string') message = said;
  } catch {
    // Not JSON: the status says it.
  }
  return new ConsoleError(response.status, message, body);
}

export async function getJson<S extends z.ZodMiniType>(path: string, schema: S): Promise<z.infer<S>> {
  const response = await fetch(`${CONSOLE_API}${path}`, { credentials: 'same-origin' });
  if (!response.ok) throw await failure(response);
  return schema.parse(await response.json());
}

async function send(path: string, body: unknown): Promise<Response> {
  const response = await fetch(`${CONSOLE_API}${path}`, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', [CONSOLE_REQUEST_HEADER]: '1' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw await failure(response);
  return response;
}

export async function post(path: string, body: unknown = {}): Promise<void> {
  await send(path, body);
}

/** A change whose answer the page reads. */
export async function postJson<S extends z.ZodMiniType>(path: string, body: unknown, schema: S): Promise<z.infer<S>> {
  return schema.parse(await (await send(path, body)).json());
}
