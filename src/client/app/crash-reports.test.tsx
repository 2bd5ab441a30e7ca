import 'fake-indexeddb/auto';
import { useEffect } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { createDataClient } from '../data/client.ts';
import { GameDatabase } from '../data/storage/db.ts';
import { REPORTS_PER_MINUTE } from '../data/transport/report.ts';
import { reportUncaughtFailures } from './crash-reports.ts';
import { AppRoutes, SCREEN_ROUTES, type ScreenRoute } from './routes.tsx';
import { renderInShell } from './testing.tsx';

const fetchMock = vi.fn((_url: string, _init?: RequestInit) => Promise.resolve(new Response(null, { status: 204 })));
const db = new GameDatabase('crash-reports-test');
let wallNow = 1_000_000;
const client = createDataClient({
  db,
  launchData: () => Promise.resolve(''),
  reload: () => undefined,
  flushTriggers: () => () => undefined,
  buildId: 'build-42',
  wallNow: () => wallNow,
});
let stopReporting: () => void = () => undefined;

interface SentReport {
  kind: string;
  message: string;
  stack: string;
  endpoint: string;
  context: { buildId: string; route: string };
}

function sentReports(): SentReport[] {
  return fetchMock.mock.calls
    .filter(([url]) => new URL(url).pathname === '/backend/hub/client-errors')
    .map(([, init]) => JSON.parse(init?.body as string) as SentReport);
}

/**
 * What the browser does with an error nobody caught: it fires `error` (or `unhandledrejection`)
 * on the window. jsdom does it for errors thrown in React handlers; the test silences the console
 * report (preventDefault), as a page's own handler may.
 */
function silenceUncaught(event: Event): void {
  event.preventDefault();
}

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
  window.addEventListener('error', silenceUncaught);
  stopReporting = reportUncaughtFailures(window, () => client);
  // Each test starts a fresh page session: nothing reported yet, a new minute.
  client.context.http.reported.clear();
  client.context.http.reportTimes = [];
  wallNow += 120_000;
});

afterEach(() => {
  stopReporting();
  window.removeEventListener('error', silenceUncaught);
  cleanup();
  fetchMock.mockClear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function Thrower() {
  return (
    <button
      type="button"
      onClick={() => {
        throw new Error('the tractor handler broke');
      }}
    >
      handler
    </button>
  );
}

function EffectThrower(): null {
  useEffect(() => {
    throw new Error('the barn effect broke');
  }, []);
  return null;
}

/**
 * An unhandled rejection and an error thrown in a timer, as the browser announces them: jsdom's
 * environment runs timers and promises on Node's own loop, which fires no window event.
 */
function rejectUnhandled(reason: unknown): void {
  window.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason, promise: Promise.resolve() }));
}

function throwInTimer(error: Error): void {
  window.dispatchEvent(new ErrorEvent('error', { error, message: `Uncaught ${error.message}`, cancelable: true }));
}

describe('crash reports', () => {
  it('reports an error thrown in a handler once, with the kind, build id and route, and keeps the screen', async () => {
    await renderInShell(<Thrower />, { path: '/shop', data: client });
    window.history.replaceState(null, '', '/shop');
    fireEvent.click(screen.getByRole('button', { name: 'handler' }));
    fireEvent.click(screen.getByRole('button', { name: 'handler' }));
    await waitFor(() => {
      expect(sentReports()).toHaveLength(1);
    });
    expect(sentReports()[0]).toMatchObject({
      kind: 'uncaught',
      message: 'the tractor handler broke',
      endpoint: '/shop',
      context: { buildId: 'build-42', route: '/shop' },
    });
    expect(sentReports()[0]?.stack).toContain('the tractor handler broke');
    expect(screen.getByRole('button', { name: 'handler' })).toBeTruthy();
    expect(screen.queryByTestId('error-status')).toBeNull();
  });

  it('reports an error thrown in async code (a timer) once', async () => {
    const error = new Error('the tractor timer broke');
    throwInTimer(error);
    throwInTimer(error);
    await waitFor(() => {
      expect(sentReports()).toHaveLength(1);
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sentReports()).toHaveLength(1);
    expect(sentReports()[0]).toMatchObject({ kind: 'uncaught', message: 'the tractor timer broke' });
  });

  it('reports an unhandled rejection once, and never a failed chunk load or the listed noise', async () => {
    const reason = new Error('the silo promise broke');
    rejectUnhandled(reason);
    rejectUnhandled(reason);
    rejectUnhandled(new TypeError('Failed to fetch dynamically imported module: /assets/shop.js'));
    rejectUnhandled(new Error('Not enough resources'));
    rejectUnhandled(new Error('Request timed out'));
    rejectUnhandled(new SyntaxError("Unexpected token '<'"));
    await waitFor(() => {
      expect(sentReports()).toHaveLength(1);
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sentReports()).toHaveLength(1);
    expect(sentReports()[0]).toMatchObject({ kind: 'rejection', message: 'the silo promise broke' });
  });

  it('shows the 500 page for an error thrown in an effect, and reports it once', async () => {
    const routes: ScreenRoute[] = [...SCREEN_ROUTES, { path: '/barn', Screen: EffectThrower }];
    await renderInShell(<AppRoutes routes={routes} />, { path: '/barn', data: client });
    expect((await screen.findByTestId('error-status')).textContent).toBe('500');
    await waitFor(() => {
      expect(sentReports()).toHaveLength(1);
    });
    expect(sentReports()[0]).toMatchObject({ kind: 'render', message: 'the barn effect broke' });
  });

  it(`sends at most ${String(REPORTS_PER_MINUTE)} reports a minute, then again the next minute`, async () => {
    for (let index = 0; index < REPORTS_PER_MINUTE + 5; index++) rejectUnhandled(new Error(`failure ${String(index)}`));
    await waitFor(() => {
      expect(sentReports()).toHaveLength(REPORTS_PER_MINUTE);
    });
    wallNow += 30_000;
    rejectUnhandled(new Error('still the same minute'));
    wallNow += 31_000;
    rejectUnhandled(new Error('a new minute'));
    await waitFor(() => {
      expect(sentReports()).toHaveLength(REPORTS_PER_MINUTE + 1);
    });
    expect(sentReports().map((report) => report.message)).toEqual([
      ...Array.from({ length: REPORTS_PER_MINUTE }, (_, index) => `failure ${String(index)}`),
      'a new minute',
    ]);
  });
});
