/**
 * `npm run bench:client`: the built app in Chromium against the real server (issue 5, "Benchmark").
 *
 * - time from navigation to the farm showing the player's numbers: a cold start under slow-3G
 *   emulation, warm starts online, warm starts with the network blocked;
 * - main-thread busy time over 10 s of ticking with every producer continuous.
 *
 * Targets: warm offline within 1.2x of warm online; warm start at most a fifth of the slow-3G cold
 * start; ticking under 5% busy with no task over 50 ms. Numbers are printed, not asserted.
 * `BENCH_SKIP_BUILD=1` reuses an existing `dist/`.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Page } from 'playwright-core';
import { eq } from 'drizzle-orm';
import { CATALOG_V1, seasonProducers } from '#domain/catalog';
import type { PlayerState } from '#domain/player';
import { createProducer, relevel } from '#domain/producer';
import { openPglite } from '#server/db/database';
import { users } from '#server/db/schema';
import { launchBrowser, phoneContext } from '../e2e/helpers/browser.ts';
import { startServer, type RunningServer } from '../e2e/helpers/server.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const WARM_RUNS = 5;
const TICK_SECONDS = 10;
const USER_ID = 880_001;
/** Chrome DevTools' "Slow 3G" preset: 2 s latency, 50 kB/s each way. */
const SLOW_3G = { offline: false, latency: 2000, downloadThroughput: 50_000, uploadThroughput: 50_000 };
const THEME = {
  bg_color: '#3b2314',
  text_color: '#fff6e8',
  button_color: '#6aa84f',
  button_text_color: '#ffffff',
  secondary_bg_color: '#2a180d',
};

function build(): void {
  if (process.env.BENCH_SKIP_BUILD === '1') return;
  console.log('building the client...');
  const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'error'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, BUILD_ID: `bench-${String(Date.now())}` },
  });
  if (result.status !== 0) throw new Error(`vite build failed with status ${String(result.status)}`);
}

async function launchUrl(server: RunningServer, userId: number): Promise<string> {
  const response = await fetch(`${server.url}/dev/launch-data?user=${String(userId)}`);
  if (!response.ok) throw new Error(`no development launch data: ${String(response.status)}`);
  const { initData } = (await response.json()) as { initData: string };
  // How Telegram opens a mini app: the launch parameters in the URL's hash.
  const hash = new URLSearchParams({
    tgWebAppData: initData,
    tgWebAppVersion: '8.0',
    tgWebAppPlatform: 'tdesktop',
    tgWebAppThemeParams: JSON.stringify(THEME),
  });
  return `${server.url}/#${hash.toString()}`;
}

/** ms from navigation start to the seed count being shown, measured by the page's own clock. */
async function timeToNumbers(page: Page, url: string): Promise<number> {
  await page.goto(url, { waitUntil: 'commit', timeout: 120_000 });
  const shown = await page.waitForFunction(
    () => {
      const text = document.querySelector('[data-testid="resource-seed"]')?.textContent ?? '';
      return text === '' ? false : performance.now();
    },
    undefined,
    { polling: 'raf', timeout: 120_000 },
  );
  return (await shown.jsonValue()) as number;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** How the network is cut for the warm offline runs. */
type Blocking = 'none' | 'offline' | 'api';

/**
 * Warm starts in `context`. `api` blocks the API inside the browser (CDP `setBlockedURLs`, no
 * request interception that would slow the app's own files); `offline` cuts everything.
 */
async function warmRuns(context: BrowserContext, url: string, blocking: Blocking): Promise<number[]> {
  const times: number[] = [];
  for (let run = 0; run < WARM_RUNS; run += 1) {
    const page = await context.newPage();
    if (blocking === 'api') {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.setBlockedURLs', { urls: ['*/backend/*', '*/api/*', '*/dev/*'] });
    }
    times.push(await timeToNumbers(page, url));
    await page.close();
  }
  return times;
}

/**
 * Waits (30 s at most) until the service worker is active: a first session goes on that long. The
 * app starts its background work (the worker's install, the screens' prefetch) once the first
 * screen has its data, so it is done before the warm starts and the ticking are measured.
 */
async function untilWorkerInstalled(page: Page): Promise<void> {
  await page.evaluate(() => Promise.race([navigator.serviceWorker.ready, new Promise((resolve) => setTimeout(resolve, 30_000))]));
}

/** Cuts the network fully when a service worker serves the app, else only the API. */
async function chooseBlocking(context: BrowserContext, url: string): Promise<{ blocking: Blocking; label: string }> {
  const probe = await context.newPage();
  await timeToNumbers(probe, url);
  const controlled = await probe.evaluate(() => navigator.serviceWorker.controller !== null);
  await probe.close();
  if (controlled) {
    await context.setOffline(true);
    return { blocking: 'offline', label: 'offline (a service worker serves the app)' };
  }
  return { blocking: 'api', label: 'API blocked (no service worker controls the page: the app files still load)' };
}

/** Every main producer owned and at level 10 (continuous), for the ticking measurement. */
async function makeEveryProducerContinuous(dataDir: string, userId: number): Promise<void> {
  const database = await openPglite(dataDir);
  try {
    const [row] = await database.db.select().from(users).where(eq(users.telegramId, userId));
    if (row === undefined) throw new Error(`user ${String(userId)} was not created`);
    const state = row.state as PlayerState;
    const now = Date.now();
    const owned = new Map(state.producers.map((producer) => [producer._id, producer]));
    const producers = seasonProducers(CATALOG_V1, 'main').map((def) => {
      const producer = owned.get(def.id) ?? createProducer(def, 1, now);
      return { ...relevel(CATALOG_V1, producer, 10), snapshot_time: now, cycle_started_at: null };
    });
    const next: PlayerState = { ...state, producers, resources: [1e6, 1e6, 1e6, state.resources[3]], settledAt: now, lastSeen: now };
    await database.db.update(users).set({ state: next }).where(eq(users.telegramId, userId));
  } finally {
    await database.close();
  }
}

/** Main-thread busy share and the longest task over `seconds` of ticking. */
async function measureTicking(
  context: BrowserContext,
  page: Page,
  seconds: number,
): Promise<{ busy: number; longTasks: number; longestTaskMs: number; frames: number }> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  // A string, not a function: tsx would wrap named inner functions in a helper the page lacks.
  await page.evaluate(`
    const record = { longest: 0, count: 0, frames: 0 };
    window.benchRecord = record;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        record.count += 1;
        record.longest = Math.max(record.longest, entry.duration);
      }
    }).observe({ type: 'longtask', buffered: false });
    (function frame() {
      record.frames += 1;
      requestAnimationFrame(frame);
    })();
  `);
  const taskDuration = async () => {
    const { metrics } = await cdp.send('Performance.getMetrics');
    return metrics.find((metric) => metric.name === 'TaskDuration')?.value ?? 0;
  };
  const before = await taskDuration();
  const started = Date.now();
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  const busySeconds = (await taskDuration()) - before;
  const elapsed = (Date.now() - started) / 1000;
  const record = await page.evaluate(
    () => (window as unknown as { benchRecord: { longest: number; count: number; frames: number } }).benchRecord,
  );
  return { busy: busySeconds / elapsed, longTasks: record.count, longestTaskMs: record.longest, frames: record.frames };
}

function verdict(ok: boolean): string {
  return ok ? 'meets target' : 'MISSES target';
}

async function main(): Promise<void> {
  build();
  const dataDir = mkdtempSync(join(tmpdir(), 'harvest-bench-'));
  const browser = await launchBrowser();
  let server = await startServer({ dataDir });
  try {
    const url = await launchUrl(server, USER_ID);
    const context = await phoneContext(browser);

    const coldPage = await context.newPage();
    const cdp = await context.newCDPSession(coldPage);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_3G);
    const cold = await timeToNumbers(coldPage, url);
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    await untilWorkerInstalled(coldPage);
    await coldPage.close();

    const warmOnline = await warmRuns(context, url, 'none');
    const mode = await chooseBlocking(context, url);
    const warmOffline = await warmRuns(context, url, mode.blocking);
    await context.close();

    await server.stop();
    await makeEveryProducerContinuous(dataDir, USER_ID);
    server = await startServer({ dataDir });
    const tickContext = await phoneContext(browser);
    const tickPage = await tickContext.newPage();
    await timeToNumbers(tickPage, await launchUrl(server, USER_ID));
    await untilWorkerInstalled(tickPage);
    // Let the sync land (the continuous state) before measuring.
    await tickPage.waitForTimeout(2000);
    const seedsBefore = await tickPage.getByTestId('resource-seed').textContent();
    const ticking = await measureTicking(tickContext, tickPage, TICK_SECONDS);
    const seedsAfter = await tickPage.getByTestId('resource-seed').textContent();
    // The same measurement on an empty page: what the browser and the measuring itself cost.
    const blank = await tickContext.newPage();
    await blank.goto('about:blank');
    const baseline = await measureTicking(tickContext, blank, TICK_SECONDS);
    await tickContext.close();

    const online = median(warmOnline);
    const offline = median(warmOffline);
    console.log('\nTime from navigation to the farm showing the numbers (ms, page clock):');
    console.log(`  cold start, slow 3G:        ${cold.toFixed(0)}`);
    console.log(`  warm start online:          median ${online.toFixed(0)}  (runs ${warmOnline.map((t) => t.toFixed(0)).join(', ')})`);
    console.log(
      `  warm start, network blocked: median ${offline.toFixed(0)}  (runs ${warmOffline.map((t) => t.toFixed(0)).join(', ')}; ${mode.label})`,
    );
    console.log(`  warm offline / warm online = ${(offline / online).toFixed(2)}  (target <= 1.2: ${verdict(offline <= online * 1.2)})`);
    console.log(`  warm online / cold slow 3G = ${(online / cold).toFixed(3)}  (target <= 0.2: ${verdict(online <= cold / 5)})`);
    console.log(
      `\nTicking ${String(TICK_SECONDS)} s, every main producer continuous (seeds ${seedsBefore ?? '?'} -> ${seedsAfter ?? '?'}, ${String(ticking.frames)} frames):`,
    );
    console.log(`  main thread busy: ${(ticking.busy * 100).toFixed(2)}%  (target < 5%: ${verdict(ticking.busy < 0.05)})`);
    console.log(`  (an empty page with the same frame loop: ${(baseline.busy * 100).toFixed(2)}% busy)`);
    console.log(
      `  tasks over 50 ms: ${String(ticking.longTasks)}, longest ${ticking.longestTaskMs.toFixed(0)} ms  (target none: ${verdict(ticking.longTasks === 0)})`,
    );
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
