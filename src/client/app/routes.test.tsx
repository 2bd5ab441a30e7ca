import 'fake-indexeddb/auto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { createDataClient } from '../data/client.ts';
import { GameDatabase } from '../data/storage/db.ts';
import { REQUEST_TIMEOUT_MS } from '../data/deps.ts';
import { AppRoutes, SCREEN_ROUTES, type ScreenRoute } from './routes.tsx';
import { RouteError } from './route-error.ts';
import { SCREEN_PATHS } from '../../protocol/screen-paths.ts';
import { gameMounted, resetGameMounted } from './game-mounted.ts';
import { renderInShell } from './testing.tsx';

const fetchMock = vi.fn(() => Promise.resolve(new Response(null, { status: 204 })));
const db = new GameDatabase('routes-test');
// The app's data client, on the stubbed fetch: render errors are reported through it.
const client = createDataClient({
  db,
  launchData: () => Promise.resolve(''),
  reload: () => undefined,
  flushTriggers: () => () => undefined,
});

beforeAll(async () => {
  await db.session.put({ id: 'session', token: 'token-7', expire: Date.now() + 86_400_000 });
});

afterAll(async () => {
  client.stop();
  await db.delete();
});

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
  fetchMock.mockClear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function Exploding(): never {
  throw new Error('the silo fell over');
}

function Refusing(): never {
  throw new RouteError(410, 'This event is over');
}

describe('the screens frame', () => {
  it("routes exactly the screens the service worker answers for (one list of the game's paths)", () => {
    expect(SCREEN_ROUTES.map((route) => route.path).sort()).toEqual([...SCREEN_PATHS].sort());
  });

  it('shows 404 and "Page not found: {path}" for an unknown path, and retry lands on the farm', async () => {
    const view = await renderInShell(<AppRoutes />, { path: '/path', data: client });
    expect(screen.getByTestId('error-status').textContent).toBe('404');
    expect(screen.getByTestId('error-message').textContent).toBe('Page not found: /path');
    expect(screen.queryByRole('navigation')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(view.history.at(-1)).toBe('/');
    expect(await screen.findByTestId('farm')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Game screens' })).toBeTruthy();
  });

  it('shows the route middleware variant "Page Not Found: {path}" under a known screen', async () => {
    await renderInShell(<AppRoutes />, { path: '/shop/secret', data: client });
    expect(screen.getByTestId('error-status').textContent).toBe('404');
    expect(screen.getByTestId('error-message').textContent).toBe('Page Not Found: /shop/secret');
  });

  it('shows the status and message of a route whose validation fails', async () => {
    const routes: ScreenRoute[] = [
      ...SCREEN_ROUTES,
      {
        path: '/quests/:id',
        Screen: () => null,
        validate: (params) => (/^\d+$/.test(params.id ?? '') ? null : new RouteError(422, `No quest "${params.id ?? ''}"`)),
      },
    ];
    await renderInShell(<AppRoutes routes={routes} />, { path: '/quests/abc', data: client });
    expect(screen.getByTestId('error-status').textContent).toBe('422');
    expect(screen.getByTestId('error-message').textContent).toBe('No quest "abc"');
  });

  it('turns a render error into a reported 500 and recovers on navigation', async () => {
    const routes: ScreenRoute[] = [...SCREEN_ROUTES, { path: '/broken', Screen: Exploding }];
    const view = await renderInShell(<AppRoutes routes={routes} />, { path: '/broken', data: client });
    expect(screen.getByTestId('error-status').textContent).toBe('500');
    await waitFor(() => {
      expect(fetchMock).toHaveBeenCalledTimes(1);
    });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(new URL(url).pathname).toBe('/backend/hub/client-errors');
    // Through the request layer: the bearer token, and the 30 s timeout of docs/product.md, section 7, on its abort signal.
    expect(new Headers(init.headers).get('authorization')).toBe('Bearer token-7');
    expect(init.signal).toBeInstanceOf(AbortSignal);
    expect(client.context.deps.timeoutMs).toBe(REQUEST_TIMEOUT_MS);
    expect(REQUEST_TIMEOUT_MS).toBe(30_000);
    const body = JSON.parse(init.body as string) as {
      message: string;
      stack: string;
      endpoint: string;
      context: { componentStack: string };
      timestamp: number;
    };
    expect(body).toMatchObject({ message: 'the silo fell over', endpoint: expect.any(String) as string });
    expect(body.stack).toContain('the silo fell over');
    expect(body.context.componentStack).toContain('Exploding');
    expect(Number.isFinite(body.timestamp)).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(view.history.at(-1)).toBe('/');
    expect(await screen.findByTestId('farm')).toBeTruthy();
  });

  it('shows a route error thrown while rendering without reporting it', async () => {
    const routes: ScreenRoute[] = [...SCREEN_ROUTES, { path: '/events/old', Screen: Refusing }];
    await renderInShell(<AppRoutes routes={routes} />, { path: '/events/old', data: client });
    expect(screen.getByTestId('error-status').textContent).toBe('410');
    expect(screen.getByTestId('error-message').textContent).toBe('This event is over');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sets the game-mounted flags when the farm, the event and the wallet screens mount', async () => {
    resetGameMounted();
    const view = await renderInShell(<AppRoutes />, { path: '/settings', data: client });
    expect(await screen.findByTestId('settings')).toBeTruthy();
    expect(gameMounted()).toEqual({ main: false, event: false, money: false });
    act(() => {
      view.navigate('/');
    });
    expect(await screen.findByTestId('farm')).toBeTruthy();
    // Set by the screens' mount effects, which run after the screen is drawn.
    await waitFor(() => {
      expect(gameMounted()).toEqual({ main: true, event: false, money: false });
    });
    act(() => {
      view.navigate('/events');
    });
    expect(await screen.findByTestId('events')).toBeTruthy();
    act(() => {
      view.navigate('/wallet');
    });
    expect(await screen.findByTestId('wallet')).toBeTruthy();
    await waitFor(() => {
      expect(gameMounted()).toEqual({ main: true, event: true, money: true });
    });
  });

  it('loads a feature screen lazily in the page layout with its tab current', async () => {
    await renderInShell(<AppRoutes />, { path: '/quests', data: client });
    expect(await screen.findByTestId('quests')).toBeTruthy();
    const current = screen.getByRole('link', { current: 'page' });
    expect(current.getAttribute('href')).toBe('/quests');
  });
});
