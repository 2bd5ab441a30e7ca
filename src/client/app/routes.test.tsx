import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { AppRoutes, SCREEN_ROUTES, type ScreenRoute } from './routes.tsx';
import { RouteError } from './route-error.ts';
import { gameMounted, resetGameMounted } from './game-mounted.ts';
import { renderInShell } from './testing.tsx';

const fetchMock = vi.fn(() => Promise.resolve(new Response(null, { status: 204 })));

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
  it('shows 404 and "Page not found: {path}" for an unknown path, and retry lands on the farm', async () => {
    const view = await renderInShell(<AppRoutes />, { path: '/path' });
    expect(screen.getByTestId('error-status').textContent).toBe('404');
    expect(screen.getByTestId('error-message').textContent).toBe('Page not found: /path');
    expect(screen.queryByRole('navigation')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(view.history.at(-1)).toBe('/');
    expect(await screen.findByTestId('farm')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Game screens' })).toBeTruthy();
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
    await renderInShell(<AppRoutes routes={routes} />, { path: '/quests/abc' });
    expect(screen.getByTestId('error-status').textContent).toBe('422');
    expect(screen.getByTestId('error-message').textContent).toBe('No quest "abc"');
  });

  it('turns a render error into a reported 500 and recovers on navigation', async () => {
    const routes: ScreenRoute[] = [...SCREEN_ROUTES, { path: '/broken', Screen: Exploding }];
    const view = await renderInShell(<AppRoutes routes={routes} />, { path: '/broken' });
    expect(screen.getByTestId('error-status').textContent).toBe('500');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/backend/hub/client-errors');
    const body = JSON.parse(init.body as string) as Record<string, string>;
    expect(body).toMatchObject({ message: 'the silo fell over', endpoint: expect.any(String) as string });
    expect(body.stack).toContain('the silo fell over');
    expect(body.context).toContain('Exploding');
    expect(Number.isNaN(Date.parse(body.timestamp ?? ''))).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(view.history.at(-1)).toBe('/');
    expect(await screen.findByTestId('farm')).toBeTruthy();
  });

  it('shows a route error thrown while rendering without reporting it', async () => {
    const routes: ScreenRoute[] = [...SCREEN_ROUTES, { path: '/events/old', Screen: Refusing }];
    await renderInShell(<AppRoutes routes={routes} />, { path: '/events/old' });
    expect(screen.getByTestId('error-status').textContent).toBe('410');
    expect(screen.getByTestId('error-message').textContent).toBe('This event is over');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sets the game-mounted flags when the farm, the event and the wallet screens mount', async () => {
    resetGameMounted();
    const view = await renderInShell(<AppRoutes />, { path: '/settings' });
    expect(await screen.findByTestId('settings')).toBeTruthy();
    expect(gameMounted()).toEqual({ main: false, event: false, money: false });
    act(() => {
      view.navigate('/');
    });
    expect(await screen.findByTestId('farm')).toBeTruthy();
    expect(gameMounted()).toEqual({ main: true, event: false, money: false });
    act(() => {
      view.navigate('/events');
    });
    expect(await screen.findByTestId('events')).toBeTruthy();
    act(() => {
      view.navigate('/wallet');
    });
    expect(await screen.findByTestId('wallet')).toBeTruthy();
    expect(gameMounted()).toEqual({ main: true, event: true, money: true });
  });

  it('loads a feature screen lazily in the page layout with its tab current', async () => {
    await renderInShell(<AppRoutes />, { path: '/settings' });
    expect(await screen.findByTestId('settings')).toBeTruthy();
    const current = screen.getByRole('link', { current: 'page' });
    expect(current.getAttribute('href')).toBe('/settings');
  });
});
