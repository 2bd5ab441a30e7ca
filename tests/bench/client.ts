/**
 * `npm run bench:client`: the built app in Chromium against the real server (docs/performance.md).
 *
 * - time from navigation to the farm showing the player's numbers: first visits under slow-3G
 *   emulation (the median of three), warm starts online, warm starts with the network blocked;
 * - main-thread busy time over 10 s of ticking with every producer continuous;
 * - the response to a tap on Collect, Start and Upgrade under the mobile preset's CPU slowdown, on
 *   several page loads (INP: each load's worst tap, judged at the 75th percentile of the loads).
 *
 * Targets: warm offline within 1.2x of warm online; warm start at most a fifth of the slow-3G cold
 * start; ticking under 5% busy with no task over 50 ms; INP at most 200 ms. Numbers are printed,
 * not asserted.
 * `BENCH_SKIP_BUILD=1` reuses an existing `dist/`.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { eq } from 'drizzle-orm';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { CATALOG_V1, seasonProducers } from '#domain/catalog';
import type { PlayerState } from '#domain/player';
import { createProducer, relevel } from '#domain/producer';
import { openPglite } from '#server/db/database';
import { users } from '#server/db/schema';
import { browserVersion, launchBrowser, phoneContext } from '../e2e/helpers/browser.ts';
import { startServer, type RunningServer } from '../e2e/helpers/server.ts';
import { describeFreshMemory, freshMemoryCost } from './host.ts';
import { median, percentile } from './stats.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const WARM_RUNS = 5;
/** First visits measured (each a new player on a new device); the figure is their median. */
const COLD_RUNS = 3;
const TICK_SECONDS = 10;
const USER_ID = 880_001;
const DAY_MS = 86_400_000;
/** Lighthouse's mobile preset: the CPU four times slower (the interaction figure runs under it). */
const MOBILE_CPU_SLOWDOWN = 4;
/**
 * Page loads whose taps are measured. A page's INP is its worst interaction; INP is judged at the
 * 75th percentile of page loads (web.dev, "Interaction to Next Paint"), as the figure is here: one
 * load's worst tap moved between 100 and 350 ms on the same build.
 */
const TAP_LOADS = 5;
/** INP's "good" bound, ms. */
const INTERACTION_TARGET_MS = 200;
/** Issue 21: a first visit on slow 3G shows the farm's numbers within 8 s. */
const SLOW_3G_TARGET_MS = 8000;
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
  if (process.env.BENCH_SKIP_BUILD === '1') {
    if (!existsSync(join(root, 'dist', 'index.html'))) throw new Error('BENCH_SKIP_BUILD=1 needs a built dist/ (npx vite build)');
    return;
  }
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

/** A first visit of `url` in a new page of `context` under slow-3G emulation: ms to the numbers, the page and its CDP session (still throttled). */
async function firstVisitOnSlow3g(context: BrowserContext, url: string): Promise<{ page: Page; cdp: CDPSession; ms: number }> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_3G);
  return { page, cdp, ms: await timeToNumbers(page, url) };
}

/** What the page fetched before its numbers showed: the cold start's waterfall, for the report. */
async function waterfall(page: Page): Promise<string[]> {
  const rows = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((entry) => {
      const resource = entry as PerformanceResourceTiming;
      return {
        name: new URL(resource.name).pathname,
        start: resource.startTime,
        end: resource.responseEnd,
        bytes: resource.transferSize,
      };
    }),
  );
  return rows.map(
    (row) =>
      `${row.name.padEnd(44)} ${row.start.toFixed(0).padStart(6)} -> ${row.end.toFixed(0).padStart(6)} ms  ${(row.bytes / 1024).toFixed(1).padStart(6)} KB`,
  );
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

/**
 * Every main producer owned and at level 10 (continuous). With `manual`, the first two stay at
 * level 1 instead: the first with a finished cycle (Collect), the second idle (Start), for the
 * interaction measurement; the others run by themselves.
 */
async function setProducers(dataDir: string, userId: number, manual = false): Promise<void> {
  const database = await openPglite(dataDir);
  try {
    const [row] = await database.db.select().from(users).where(eq(users.telegramId, userId));
    if (row === undefined) throw new Error(`user ${String(userId)} was not created`);
    const state = row.state as PlayerState;
    const now = Date.now();
    const owned = new Map(state.producers.map((producer) => [producer._id, producer]));
    const producers = seasonProducers(CATALOG_V1, 'main').map((def, index) => {
      const producer = owned.get(def.id) ?? createProducer(def, 1, now);
      if (manual && index === 0)
        return { ...relevel(CATALOG_V1, producer, 1), snapshot_time: now - DAY_MS, cycle_started_at: now - DAY_MS };
      if (manual && index === 1) return { ...relevel(CATALOG_V1, producer, 1), snapshot_time: now, cycle_started_at: null };
      return { ...relevel(CATALOG_V1, producer, 10), snapshot_time: now, cycle_started_at: null };
    });
    const next: PlayerState = { ...state, producers, resources: [1e6, 1e6, 1e6, state.resources[3]], settledAt: now, lastSeen: now };
    await database.db.update(users).set({ state: next }).where(eq(users.telegramId, userId));
  } finally {
    await database.close();
  }
}

interface Ticking {
  busy: number;
  longTasks: number;
  longestTaskMs: number;
  /** Where the sampled main-thread time went, ms: the page's scripts, the browser's own work (style, layout, paint, timers), GC. */
  profile: { scripts: number; browser: number; gc: number; top: string[] };
  /** The animations running at the end (each costs frames). */
  animations: string[];
}

/** One page load's taps and the host's CPU benchmark index right after them. */
interface TapLoad {
  taps: { testId: string; ms: number }[];
  index: number;
}

/** The part of a CDP CPU profile read here. */
interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number } }[];
  samples?: number[];
  timeDeltas?: number[];
}

/** Self time of a CPU profile: by category, and the page's five costliest functions. */
function splitProfile(profile: CpuProfile): Ticking['profile'] {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map<number, number>();
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  samples.forEach((id, index) => self.set(id, (self.get(id) ?? 0) + (deltas[index + 1] ?? 0) / 1000));
  const split = { scripts: 0, browser: 0, gc: 0 };
  const byFunction = new Map<string, number>();
  for (const [id, ms] of self) {
    const frame = nodes.get(id)?.callFrame;
    if (frame === undefined || frame.functionName === '(idle)') continue;
    if (frame.functionName === '(garbage collector)') split.gc += ms;
    else if (frame.url === '') split.browser += ms;
    else {
      split.scripts += ms;
      const key = `${frame.functionName || '(anonymous)'} ${frame.url.replace(/^.*\//, '')}:${String(frame.lineNumber + 1)}:${String(frame.columnNumber)}`;
      byFunction.set(key, (byFunction.get(key) ?? 0) + ms);
    }
  }
  const top = [...byFunction]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 5)
    .map(([key, ms]) => `${ms.toFixed(0)} ms ${key}`);
  return { ...split, top };
}

/**
 * Main-thread busy share and the longest task over `seconds` of ticking. Nothing of the
 * measurement runs in the page meanwhile: an earlier version counted frames with its own
 * requestAnimationFrame loop, which kept the page drawing 60 frames a second and cost more than
 * the game (4.7 % of 6.8 % busy on an empty page, 2026-11-26).
 */
async function measureTicking(context: BrowserContext, page: Page, seconds: number): Promise<Ticking> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 1000 });
  // A string, not a function: tsx would wrap named inner functions in a helper the page lacks.
  await page.evaluate(`
    window.benchRecord = { longest: 0, count: 0 };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        window.benchRecord.count += 1;
        window.benchRecord.longest = Math.max(window.benchRecord.longest, entry.duration);
      }
    }).observe({ type: 'longtask', buffered: false });
  `);
  const taskDuration = async () => {
    const { metrics } = await cdp.send('Performance.getMetrics');
    return metrics.find((metric) => metric.name === 'TaskDuration')?.value ?? 0;
  };
  const before = await taskDuration();
  await cdp.send('Profiler.start');
  const started = Date.now();
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  const busySeconds = (await taskDuration()) - before;
  const elapsed = (Date.now() - started) / 1000;
  const { profile } = await cdp.send('Profiler.stop');
  const record = await page.evaluate(() => (window as unknown as { benchRecord: { longest: number; count: number } }).benchRecord);
  const animations = await page.evaluate(() =>
    document.getAnimations().map((animation) => {
      const target = (animation.effect as KeyframeEffect | null)?.target;
      return `${(animation as CSSAnimation).animationName || 'transition'} on ${target?.className.toString().split(' ')[0] ?? '?'}`;
    }),
  );
  await cdp.detach();
  return {
    busy: busySeconds / elapsed,
    longTasks: record.count,
    longestTaskMs: record.longest,
    profile: splitProfile(profile),
    animations,
  };
}

/**
 * The longest interaction (Event Timing: input delay, handlers and the next paint) of each tap, ms.
 * The touch goes to the button's centre straight through the browser's input (`touchscreen.tap`),
 * after the button is scrolled into view and a pause: a locator's `tap()` runs Playwright's checks
 * inside the page right before the touch (hit-target listeners, elementsFromPoint), 20 to 40 ms
 * under the slowdown that a phone never runs. The click must land on the button asked for.
 */
async function measureTaps(context: BrowserContext, page: Page, testIds: string[]): Promise<{ testId: string; ms: number }[]> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: MOBILE_CPU_SLOWDOWN });
  await page.evaluate(`
    window.benchEvents = [];
    window.benchClicked = [];
    document.addEventListener('click', (event) => {
      window.benchClicked.push(event.target.closest('[data-testid]')?.getAttribute('data-testid'));
    }, { capture: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (entry.interactionId) window.benchEvents.push(entry.duration);
    }).observe({ type: 'event', durationThreshold: 16, buffered: false });
  `);
  const results: { testId: string; ms: number }[] = [];
  for (const testId of testIds) {
    const button = page.getByTestId(testId);
    await button.scrollIntoViewIfNeeded();
    const box = await button.boundingBox();
    if (box === null) throw new Error(`${testId} is not shown`);
    await page.waitForTimeout(500);
    await page.evaluate('window.benchEvents = []; window.benchClicked = []');
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    // The entry comes after the next paint; give the throttled page a moment.
    await page.waitForTimeout(1500);
    const clicked = await page.evaluate<string[]>('window.benchClicked');
    if (clicked.length !== 1 || clicked[0] !== testId) throw new Error(`the tap meant for ${testId} clicked ${JSON.stringify(clicked)}`);
    const durations = await page.evaluate<number[]>('window.benchEvents');
    results.push({ testId, ms: Math.max(0, ...durations) });
    await page.waitForTimeout(500);
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await cdp.detach();
  return results;
}

function verdict(ok: boolean): string {
  return ok ? 'meets target' : 'MISSES target';
}

/**
 * Starts the browser's audio service, ms it blocked the page: the first audio context of a browser
 * on this machine (no sound device) waits about 330 ms for it, where a phone's is already running
 * and an audio context takes 10 to 20 ms. Started before the measurements, so the taps measure the
 * game and not this machine's missing sound card (the game's audio starts after the first tap).
 */
async function startAudioService(browser: Browser): Promise<number> {
  const page = await browser.newPage();
  try {
    return await page.evaluate(`(() => {
      const start = performance.now();
      const context = new AudioContext();
      const ms = performance.now() - start;
      void context.close();
      return ms;
    })()`);
  } finally {
    await page.close();
  }
}

/** Lighthouse's CPU benchmark of this machine now, measured in `page` as Lighthouse does. */
async function benchmarkIndex(page: Page): Promise<number> {
  return Math.round(await page.evaluate<number>(`(${pageFunctions.computeBenchmarkIndex.toString()})()`));
}

async function main(): Promise<void> {
  build();
  const dataDir = mkdtempSync(join(tmpdir(), 'harvest-bench-'));
  const browser = await launchBrowser();
  const audioServiceMs = await startAudioService(browser);
  const freshMemory = await freshMemoryCost(browser);
  let server = await startServer({ dataDir });
  try {
    const url = await launchUrl(server, USER_ID);
    // A single first visit moves by 100 to 200 ms from run to run: the others are new players on
    // devices of their own, the last is the device the warm starts then reuse.
    const colds: number[] = [];
    for (let run = 1; run < COLD_RUNS; run += 1) {
      const device = await phoneContext(browser);
      colds.push((await firstVisitOnSlow3g(device, await launchUrl(server, USER_ID + run))).ms);
      await device.close();
    }
    const context = await phoneContext(browser);
    const { page: coldPage, cdp, ms: lastCold } = await firstVisitOnSlow3g(context, url);
    colds.push(lastCold);
    const cold = median(colds);
    const coldRequests = await waterfall(coldPage);
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    await untilWorkerInstalled(coldPage);
    const coldIndex = await benchmarkIndex(coldPage);
    await coldPage.close();

    const warmOnline = await warmRuns(context, url, 'none');
    const mode = await chooseBlocking(context, url);
    const warmOffline = await warmRuns(context, url, mode.blocking);
    await context.close();

    await server.stop();
    await setProducers(dataDir, USER_ID);
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
    const tickIndex = await benchmarkIndex(tickPage);
    // The same measurement on an empty page: what the browser and the measuring itself cost.
    const blank = await tickContext.newPage();
    await blank.goto('about:blank');
    const baseline = await measureTicking(tickContext, blank, TICK_SECONDS);
    await tickContext.close();

    const [first, second, third] = seasonProducers(CATALOG_V1, 'main');
    if (first === undefined || second === undefined || third === undefined) throw new Error('fewer than three main producers');
    const tapLoads: TapLoad[] = [];
    for (let load = 0; load < TAP_LOADS; load += 1) {
      // Each load starts from the same farm: the first producer ready to collect, the second to start.
      await server.stop();
      await setProducers(dataDir, USER_ID, true);
      server = await startServer({ dataDir });
      const tapContext = await phoneContext(browser);
      const tapPage = await tapContext.newPage();
      await timeToNumbers(tapPage, await launchUrl(server, USER_ID));
      await tapPage.waitForTimeout(3000);
      const taps = await measureTaps(tapContext, tapPage, [`collect-${first.id}`, `start-${second.id}`, `upgrade-${third.id}`]);
      tapLoads.push({ taps, index: await benchmarkIndex(tapPage) });
      await tapContext.close();
    }

    const online = median(warmOnline);
    const offline = median(warmOffline);
    const cpu = (index: number) => `CPU benchmark ${String(index)}`;
    console.log(`\nbrowser: ${browserVersion()}`);
    console.log(`host: ${describeFreshMemory(freshMemory)}`);
    console.log(`\nTime from navigation to the farm showing the numbers (ms, page clock; ${cpu(coldIndex)}):`);
    console.log(
      `  cold start, slow 3G:        median ${cold.toFixed(0)}  (runs ${colds.map((t) => t.toFixed(0)).join(', ')}; target <= ${String(SLOW_3G_TARGET_MS)}: ${verdict(cold <= SLOW_3G_TARGET_MS)})`,
    );
    console.log('  what the last cold start fetched until then (start -> end, page clock; bytes on the wire; the slow link is shared):');
    for (const line of coldRequests) console.log(`    ${line}`);
    console.log(`  warm start online:          median ${online.toFixed(0)}  (runs ${warmOnline.map((t) => t.toFixed(0)).join(', ')})`);
    console.log(
      `  warm start, network blocked: median ${offline.toFixed(0)}  (runs ${warmOffline.map((t) => t.toFixed(0)).join(', ')}; ${mode.label})`,
    );
    console.log(`  warm offline / warm online = ${(offline / online).toFixed(2)}  (target <= 1.2: ${verdict(offline <= online * 1.2)})`);
    console.log(`  warm online / cold slow 3G = ${(online / cold).toFixed(3)}  (target <= 0.2: ${verdict(online <= cold / 5)})`);
    console.log(
      `\nTicking ${String(TICK_SECONDS)} s, every main producer continuous (seeds ${seedsBefore ?? '?'} -> ${seedsAfter ?? '?'}; ${cpu(tickIndex)}):`,
    );
    console.log(`  main thread busy: ${(ticking.busy * 100).toFixed(2)}%  (target < 5%: ${verdict(ticking.busy < 0.05)})`);
    console.log(`  (an empty page, measured the same way: ${(baseline.busy * 100).toFixed(2)}% busy)`);
    console.log(
      `  tasks over 50 ms: ${String(ticking.longTasks)}, longest ${ticking.longestTaskMs.toFixed(0)} ms  (target none: ${verdict(ticking.longTasks === 0)})`,
    );
    const { profile } = ticking;
    console.log(
      `  profile (sampled main thread, ms): the page's scripts ${profile.scripts.toFixed(0)}, the browser's own work ${profile.browser.toFixed(0)}, GC ${profile.gc.toFixed(0)}`,
    );
    for (const line of profile.top) console.log(`    ${line}`);
    console.log(`  running animations: ${ticking.animations.length === 0 ? 'none' : ticking.animations.join(', ')}`);
    console.log(
      `\nInteraction (Event Timing, CPU ${String(MOBILE_CPU_SLOWDOWN)}x slower as the mobile preset; every other producer continuous; ${String(TAP_LOADS)} page loads, each a new device 3 s after the numbers show;\n  the browser's audio service started beforehand, its first audio context took ${audioServiceMs.toFixed(0)} ms):`,
    );
    const worsts = tapLoads.map(({ taps }) => Math.max(...taps.map((tap) => tap.ms)));
    tapLoads.forEach(({ taps, index }, load) => {
      const each = taps.map((tap) => `${tap.testId} ${tap.ms.toFixed(0)}`).join(', ');
      console.log(`  load ${String(load + 1)}: ${each} ms; worst ${(worsts[load] ?? 0).toFixed(0)} ms (${cpu(index)})`);
    });
    const inp = percentile(worsts, 75);
    console.log(
      `  INP, the 75th percentile of the loads' worst taps: ${inp.toFixed(0)} ms  (target <= ${String(INTERACTION_TARGET_MS)} ms: ${verdict(inp <= INTERACTION_TARGET_MS)})`,
    );
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
