/**
 * `npm run bench:pwa` (docs/performance.md): the initial JavaScript and CSS of the built app, raw
 * and gzip, and Lighthouse 12 (mobile preset, simulated throttling, the local Chromium) for a cold
 * visit (storage reset) and a warm one (HTTP cache and service worker kept from a first visit).
 *
 * Targets: initial JavaScript at most 150 KB gzip; Lighthouse performance at least 95 cold. A
 * single run's score moves by several points from run to run (mostly Total Blocking Time, which
 * scales with how busy this machine's host is), so the cold visit is run BENCH_COLD_RUNS times
 * (default 5) and judged on Lighthouse's own median run (`computeMedianRun`, as Lighthouse CI
 * does: "the median of 5 runs is twice as stable as 1 run"). The numbers are printed, not asserted,
 * with Lighthouse's own warnings about the run (a host CPU slower than it expects, say).
 *
 * The page is launched as Telegram launches it (launch data in the URL hash), against the real
 * server in development mode at the lowest CPU priority: on a phone the server's work is not on the
 * page's processor (8 interleaved pairs on this two-core machine: median TBT 617 -> 542 ms, less
 * than the spread between runs). `BENCH_STATIC_DIR=<dir>` measures an existing build instead of
 * building one; `CHROMIUM_PATH` points at another Chromium.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { launch as launchChrome } from 'chrome-launcher';
import lighthouse, { type RunnerResult } from 'lighthouse';
import { computeMedianRun as lighthouseMedianRun } from 'lighthouse/core/lib/median-run.js';
import { browserVersion, executablePath, launchBrowser } from '../e2e/helpers/browser.ts';
import { startServer } from '../e2e/helpers/server.ts';
import { describeFreshMemory, freshMemoryCost } from './host.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const JS_TARGET_GZIP_BYTES = 150 * 1024;
const PERFORMANCE_TARGET = 95;
/** Issue 21: Total Blocking Time at most 200 ms, cold and warm. */
const TBT_TARGET_MS = 200;
const WARM_RUNS = Number(process.env.BENCH_WARM_RUNS ?? 3);
const USER_ID = 880_101;
const COLD_RUNS = Number(process.env.BENCH_COLD_RUNS ?? 5);

function build(): { dir: string; temporary: boolean } {
  const given = process.env.BENCH_STATIC_DIR;
  if (given) return { dir: given, temporary: false };
  const dir = mkdtempSync(join(tmpdir(), 'harvest-bench-pwa-'));
  console.log('building the client (production)...');
  const result = spawnSync(join(root, 'node_modules/.bin/vite'), ['build', '--outDir', dir, '--emptyOutDir', '--logLevel', 'error'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production', BUILD_ID: `bench-${String(Date.now())}` },
  });
  if (result.status !== 0) throw new Error(`vite build failed with status ${String(result.status)}`);
  return { dir, temporary: true };
}

interface AssetSize {
  path: string;
  raw: number;
  gzip: number;
}

/** The files index.html loads before anything else runs: the entry, its modulepreloads, the stylesheets. */
function initialAssets(dir: string): { js: AssetSize[]; css: AssetSize[]; firstVisit: AssetSize[] } {
  const html = readFileSync(join(dir, 'index.html'), 'utf8');
  const size = (path: string): AssetSize => {
    const bytes = readFileSync(join(dir, path));
    return { path, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
  };
  const js = [...html.matchAll(/<script[^>]+src="\/([^"]+\.js)"|<link[^>]+rel="modulepreload"[^>]+href="\/([^"]+\.js)"/g)].map((match) =>
    size(match[1] ?? match[2] ?? ''),
  );
  const css = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="\/([^"]+\.css)"/g)].map((match) => size(match[1] ?? ''));
  // The network code the early login preloads on a first visit only (a returning player's start skips it).
  const network = /<script[^>]* data-network="([^"]+)"/.exec(html)?.[1] ?? '';
  const firstVisit = network
    .split(' ')
    .filter((file) => file !== '')
    .map((file) => size(file.replace(/^\//, '')));
  return { js, css, firstVisit };
}

const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

function printSizes(label: string, assets: AssetSize[]): { raw: number; gzip: number } {
  const total = assets.reduce((sum, asset) => ({ raw: sum.raw + asset.raw, gzip: sum.gzip + asset.gzip }), { raw: 0, gzip: 0 });
  console.log(`\ninitial ${label}: ${kb(total.raw)} raw, ${kb(total.gzip)} gzip`);
  for (const asset of assets) console.log(`  ${asset.path.padEnd(48)} ${kb(asset.raw).padStart(10)} ${kb(asset.gzip).padStart(10)}`);
  return total;
}

interface LighthouseNumbers {
  performance: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  si: number;
  /** Lighthouse's CPU benchmark of this machine (a busy machine scores low and inflates TBT). */
  benchmarkIndex: number;
  lhr: LighthouseResult;
}

type LighthouseResult = RunnerResult['lhr'];
/** Lighthouse's choice of the median run (its declaration names a global type this lint cannot see). */
const computeMedianRun = lighthouseMedianRun as (runs: LighthouseResult[]) => LighthouseResult;

/**
 * What a cold visit clears: Lighthouse's default (caches, service workers) and the origin's
 * IndexedDB, local storage and cookies, which Lighthouse keeps by default. Without them a "cold"
 * visit after the first would find the farm cached by the one before.
 */
const COLD_STORAGE_TYPES = [
  'file_systems',
  'shader_cache',
  'service_workers',
  'cache_storage',
  'indexeddb',
  'local_storage',
  'cookies',
] as const;

/** Runs that may end in Lighthouse's own trace errors (NO_NAVSTART, say) before one counts as failed. */
const LIGHTHOUSE_ATTEMPTS = 3;

/** One Lighthouse run; a run that Lighthouse itself could not record is run again (and said so). */
async function runLighthouse(url: string, port: number, keepStorage: boolean): Promise<LighthouseNumbers> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await lighthouseOnce(url, port, keepStorage);
    } catch (error) {
      if (!(error instanceof LighthouseRuntimeError) || attempt >= LIGHTHOUSE_ATTEMPTS) throw error;
      console.log(`  (Lighthouse could not record a run, ${error.message}; running it again)`);
    }
  }
}

class LighthouseRuntimeError extends Error {}

async function lighthouseOnce(url: string, port: number, keepStorage: boolean): Promise<LighthouseNumbers> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    disableStorageReset: keepStorage,
    clearStorageTypes: [...COLD_STORAGE_TYPES],
  });
  if (!result) throw new Error('lighthouse gave no result');
  const { lhr } = result;
  if (lhr.runtimeError) throw new LighthouseRuntimeError(`lighthouse: ${lhr.runtimeError.message}`);
  const audit = (id: string): number => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    si: audit('speed-index'),
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    lhr,
  };
}

function printLighthouse(label: string, numbers: LighthouseNumbers): void {
  const ms = (value: number) => `${String(Math.round(value))} ms`;
  console.log(
    `  ${label.padEnd(6)} performance ${String(numbers.performance).padStart(3)}  FCP ${ms(numbers.fcp)}  LCP ${ms(numbers.lcp)}  TBT ${ms(numbers.tbt)}  SI ${ms(numbers.si)}  CLS ${numbers.cls.toFixed(3)}  (CPU benchmark ${String(numbers.benchmarkIndex)})`,
  );
}

/**
 * What blocked the main thread in a run (Lighthouse's own audits of its trace): the long tasks by
 * script, the main thread's time by script. Printed beside the figures: the findings behind them.
 */
function printFindings(label: string, lhr: LighthouseResult): void {
  // The path alone: the page's own address carries the launch data in its hash (a line of its own).
  const base = (url: unknown) =>
    typeof url === 'string' ? url.replace(/^https?:\/\/[^/]+/, '').replace(/#.*$/, '') || url : 'unattributed';
  const items = (id: string) => ((lhr.audits[id]?.details as { items?: Record<string, unknown>[] } | undefined)?.items ?? []).slice(0, 6);
  const long = items('long-tasks').map(
    (item) => `${base(item.url)} ${String(Math.round(Number(item.duration)))} ms at ${String(Math.round(Number(item.startTime)))}`,
  );
  const bootup = items('bootup-time').map(
    (item) => `${base(item.url)} ${String(Math.round(Number(item.total)))} ms (scripting ${String(Math.round(Number(item.scripting)))})`,
  );
  console.log(`  ${label} findings: long tasks (simulated): ${long.join('; ') || 'none'}`);
  console.log(`  ${label} findings: main thread by script: ${bootup.join('; ') || 'none'}`);
}

const verdict = (ok: boolean) => (ok ? 'met' : 'MISSED');

/** The host's cost of new memory, measured in a browser of its own before Lighthouse starts. */
async function hostFreshMemory() {
  const browser = await launchBrowser();
  try {
    return await freshMemoryCost(browser);
  } finally {
    await browser.close();
  }
}

async function main(): Promise<void> {
  const { dir, temporary } = build();
  const assets = initialAssets(dir);
  const js = printSizes('JavaScript', assets.js);
  printSizes('CSS', assets.css);
  printSizes('JavaScript a first visit preloads besides (the network code, with the early login)', assets.firstVisit);
  console.log(`\nbrowser: ${browserVersion()}`);
  console.log(`host: ${describeFreshMemory(await hostFreshMemory())}`);
  const server = await startServer({ env: { STATIC_DIR: dir }, niceness: 19 });
  const chrome = await launchChrome({
    chromePath: executablePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    const launchData = ((await (await fetch(`${server.url}/dev/launch-data?user=${String(USER_ID)}`)).json()) as { initData: string })
      .initData;
    const hash = new URLSearchParams({
      tgWebAppData: launchData,
      tgWebAppVersion: '8.0',
      tgWebAppPlatform: 'tdesktop',
      tgWebAppThemeParams: '{}',
    });
    const url = `${server.url}/#${hash.toString()}`;
    console.log('\nLighthouse 12, mobile preset, simulated throttling:');
    const colds: LighthouseNumbers[] = [];
    for (let run = 0; run < COLD_RUNS; run++) {
      const numbers = await runLighthouse(url, chrome.port, false);
      printLighthouse('cold', numbers);
      colds.push(numbers);
    }
    const median = computeMedianRun(colds.map((numbers) => numbers.lhr));
    const cold = colds.find((numbers) => numbers.lhr === median) ?? colds[0];
    if (cold === undefined) throw new Error('no cold run');
    printLighthouse('median', cold);
    const warnings = new Set(colds.flatMap((numbers) => numbers.lhr.runWarnings.map(String)));
    for (const warning of warnings) console.log(`  lighthouse warned: ${warning}`);
    printFindings('cold', cold.lhr);
    // The cold run reset the storage; this visit installs the worker and fills the caches.
    await runLighthouse(url, chrome.port, true);
    const warms: LighthouseNumbers[] = [];
    for (let run = 0; run < WARM_RUNS; run++) {
      const numbers = await runLighthouse(url, chrome.port, true);
      printLighthouse('warm', numbers);
      warms.push(numbers);
    }
    const warmMedian = computeMedianRun(warms.map((numbers) => numbers.lhr));
    const warm = warms.find((numbers) => numbers.lhr === warmMedian) ?? warms[0];
    if (warm === undefined) throw new Error('no warm run');
    printLighthouse('median', warm);
    printFindings('warm', warm.lhr);
    const index = (numbers: LighthouseNumbers) => `CPU benchmark ${String(numbers.benchmarkIndex)}`;
    const scores = (runs: LighthouseNumbers[]) => runs.map((numbers) => numbers.performance).join(', ');
    console.log('\nfigure                                   value        target     verdict');
    const row = (name: string, value: string, target: string, ok: boolean, note = '') => {
      console.log(`  ${name.padEnd(38)} ${value.padEnd(12)} ${target.padEnd(10)} ${verdict(ok)}${note === '' ? '' : `  (${note})`}`);
    };
    row('initial JavaScript (gzip)', kb(js.gzip), `<= ${kb(JS_TARGET_GZIP_BYTES)}`, js.gzip <= JS_TARGET_GZIP_BYTES);
    row(
      `performance, cold, median of ${String(colds.length)}`,
      String(cold.performance),
      `>= ${String(PERFORMANCE_TARGET)}`,
      cold.performance >= PERFORMANCE_TARGET,
      `runs ${scores(colds)}; ${index(cold)}`,
    );
    row(
      'TBT, cold (median run)',
      `${String(Math.round(cold.tbt))} ms`,
      `<= ${String(TBT_TARGET_MS)} ms`,
      cold.tbt <= TBT_TARGET_MS,
      index(cold),
    );
    row(
      `performance, warm, median of ${String(warms.length)}`,
      String(warm.performance),
      `>= ${String(PERFORMANCE_TARGET)}`,
      warm.performance >= PERFORMANCE_TARGET,
      `runs ${scores(warms)}; ${index(warm)}`,
    );
    row(
      'TBT, warm (median run)',
      `${String(Math.round(warm.tbt))} ms`,
      `<= ${String(TBT_TARGET_MS)} ms`,
      warm.tbt <= TBT_TARGET_MS,
      index(warm),
    );
    console.log('  (slow 3G, warm start and interaction figures: npm run bench:client)');
  } finally {
    chrome.kill();
    await server.close();
    if (temporary) rmSync(dir, { recursive: true, force: true });
  }
}

await main();
