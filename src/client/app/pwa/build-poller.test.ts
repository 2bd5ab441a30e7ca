import { describe, expect, it, vi } from 'vitest';
import { fetchBuildId, startBuildPoller, type BuildPollerOptions } from './build-poller.ts';

describe('reading the latest-build file', () => {
  it('asks for /build.json with a timestamp and no-store, and reads the build id', async () => {
    const fetchMock = vi.fn(() => Promise.resolve(Response.json({ buildId: 'b2', builtAt: '2026-01-01T00:00:00Z' })));
    await expect(fetchBuildId(fetchMock, 1234)).resolves.toBe('b2');
    expect(fetchMock).toHaveBeenCalledWith('/build.json?t=1234', expect.objectContaining({ cache: 'no-store' }));
  });

  it('gives undefined offline, on an error status, on HTML where JSON belonged, and on a wrong shape', async () => {
    const answers = [
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => Promise.resolve(new Response('nope', { status: 404 })),
      () => Promise.resolve(new Response('<!doctype html><html></html>', { status: 200 })),
      () => Promise.resolve(Response.json({ buildId: 42 })),
      () => Promise.resolve(Response.json({ buildId: '' })),
    ];
    for (const answer of answers) await expect(fetchBuildId(answer, 1)).resolves.toBeUndefined();
  });
});

/** A poller on a hand-driven clock: `advance(ms)` runs what falls due. */
function pollerWith(overrides: Partial<BuildPollerOptions> = {}) {
  let now = 0;
  let timers: { at: number; run: () => void; cancelled: boolean }[] = [];
  const onBuild = vi.fn();
  const fetchBuildIdMock = vi.fn(() => Promise.resolve<string | undefined>('b2'));
  const options: BuildPollerOptions = {
    intervalMs: 60_000,
    firstDelayMs: 1_000,
    skipFirstCheck: false,
    fetchBuildId: fetchBuildIdMock,
    serverVersion: () => undefined,
    onBuild,
    isVisible: () => true,
    schedule: (run, ms) => {
      const timer = { at: now + ms, run, cancelled: false };
      timers.push(timer);
      return () => {
        timer.cancelled = true;
      };
    },
    ...overrides,
  };
  const poller = startBuildPoller(options);
  async function advance(ms: number): Promise<void> {
    const until = now + ms;
    for (;;) {
      const due = timers.filter((timer) => !timer.cancelled && timer.at <= until).sort((a, b) => a.at - b.at)[0];
      if (!due) break;
      timers = timers.filter((timer) => timer !== due);
      now = due.at;
      due.run();
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    now = until;
  }
  return { poller, advance, onBuild, fetchBuildId: fetchBuildIdMock };
}

describe('the build poller', () => {
  it('looks about 1 s after start, then once per period', async () => {
    const { advance, onBuild, fetchBuildId: fetched } = pollerWith();
    await advance(999);
    expect(fetched).not.toHaveBeenCalled();
    await advance(1);
    expect(onBuild).toHaveBeenCalledWith('b2');
    await advance(60_000);
    expect(fetched).toHaveBeenCalledTimes(2);
  });

  it('on slow-2g skips the early look: the first comes after a whole period', async () => {
    const { advance, fetchBuildId: fetched } = pollerWith({ skipFirstCheck: true });
    await advance(59_999);
    expect(fetched).not.toHaveBeenCalled();
    await advance(1);
    expect(fetched).toHaveBeenCalledTimes(1);
  });

  it('does not poll while hidden, and checks at once when asked (the page became visible)', async () => {
    let visible = false;
    const { poller, advance, fetchBuildId: fetched } = pollerWith({ isVisible: () => visible });
    await advance(200_000);
    expect(fetched).not.toHaveBeenCalled();
    visible = true;
    await Promise.all([poller.checkNow(), poller.checkNow()]);
    expect(fetched).toHaveBeenCalledTimes(1);
  });

  it('also reports the Version header the data layer saw, even when the file cannot be fetched', async () => {
    const { advance, onBuild } = pollerWith({ fetchBuildId: () => Promise.resolve(undefined), serverVersion: () => 'b3' });
    await advance(1_000);
    expect(onBuild).toHaveBeenCalledWith('b3');
    expect(onBuild).toHaveBeenCalledTimes(1);
  });

  it('stops', async () => {
    const { poller, advance, fetchBuildId: fetched } = pollerWith();
    poller.stop();
    await advance(500_000);
    expect(fetched).not.toHaveBeenCalled();
  });
});
