import { expect, test } from 'vitest';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { phoneContext } from './helpers/browser.ts';
import { serverAndBrowser } from './helpers/server-and-browser.ts';
import { startServer, type RunningServer } from './helpers/server.ts';
import { newDataDir } from '../server/helpers/data-dir.ts';
import { buildClient, buildStatus, copyDist, newUserId, phoneContextWithoutWorker, startFront, waitForController } from './pwa-support.ts';

/** The build poll of these pages (`?pollMs=`, honoured for development launches), ms. */
const POLL_MS = 2_000;
/** Slack for a fetch and a render on a busy machine, ms. */
const SLACK_MS = 1_500;

function buildIdOf(dir: string): string {
  return (JSON.parse(readFileSync(join(dir, 'build.json'), 'utf8')) as { buildId: string }).buildId;
}

/** Two builds of the client, and a front whose server (one database) is replaced to deploy either. */
interface Deployments {
  /** The front's URL: the same origin across deployments. */
  url: string;
  oldDir: string;
  newDir: string;
  oldBuild: string;
  newBuild: string;
  /** Replaces the server behind the front with one serving `dir` (same database): a deployment. */
  deploy(dir: string): Promise<void>;
  close(): Promise<void>;
}

async function startDeployments(): Promise<Deployments> {
  const dataDir = await newDataDir('harvest-pwa-data-');
  const oldDir = copyDist();
  const front = await startFront();
  let server: RunningServer | undefined;
  let servedDir: string | undefined;
  async function deploy(dir: string): Promise<void> {
    if (servedDir === dir) return;
    await server?.stop();
    server = await startServer({ dataDir, env: { STATIC_DIR: dir } });
    servedDir = dir;
    front.route(server.url);
  }
  // The second build runs while the first server starts.
  const [newDir] = await Promise.all([buildClient(`e2e-next-${String(Date.now())}`), deploy(oldDir)]);
  return {
    url: front.url,
    oldDir,
    newDir,
    oldBuild: buildIdOf(oldDir),
    newBuild: buildIdOf(newDir),
    deploy,
    async close() {
      await server?.stop();
      await front.close();
      for (const dir of [dataDir, oldDir, newDir]) rmSync(dir, { recursive: true, force: true });
    },
  };
}

const shared = serverAndBrowser(startDeployments);

async function openOldBuild(context: BrowserContext): Promise<Page> {
  await shared.server.deploy(shared.server.oldDir);
  const page = await context.newPage();
  await page.goto(`${shared.server.url}/?user=${String(newUserId())}&pollMs=${String(POLL_MS)}`);
  await page.getByTestId('producer-sprouter').waitFor({ timeout: 30_000 });
  expect(await buildStatus(page)).toEqual({ build: shared.server.oldBuild, update: 'none' });
  // Survives only as long as this document: a reload clears it.
  await page.evaluate(() => {
    (window as unknown as { oldDocument: boolean }).oldDocument = true;
  });
  return page;
}

/** Deploys the new build and returns how long the page took to notice it, ms. */
async function deployAndTimeNotice(page: Page): Promise<number> {
  await shared.server.deploy(shared.server.newDir);
  const deployedAt = Date.now();
  await page.waitForFunction(() => document.documentElement.dataset.update !== 'none', undefined, {
    timeout: POLL_MS + SLACK_MS,
    polling: 100,
  });
  return Date.now() - deployedAt;
}

async function expectStillWorking(page: Page): Promise<void> {
  expect(await page.evaluate(() => (window as unknown as { oldDocument?: boolean }).oldDocument)).toBe(true);
  expect((await buildStatus(page)).build).toBe(shared.server.oldBuild);
  // A player action still goes through on the old code.
  await page.getByTestId('start-sprouter').click();
  await page.getByTestId('collect-sprouter').waitFor({ timeout: 30_000 });
}

async function navigateAndExpectNewBuild(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Boosts' }).click();
  // With a worker, the reload waits for it to take over (at most ACTIVATION_TIMEOUT_MS, 5 s).
  await page.waitForFunction((id) => document.documentElement.dataset.build === id, shared.server.newBuild, { timeout: 30_000 });
  expect(await page.evaluate(() => (window as unknown as { oldDocument?: boolean }).oldDocument)).toBeUndefined();
  expect(new URL(page.url()).pathname).toBe('/boosts');
  expect((await buildStatus(page)).update).toBe('none');
}

test('with the service worker: the page notices a deployment within one poll, keeps working, and switches on the next navigation', async () => {
  const context = await phoneContext(shared.browser);
  const page = await openOldBuild(context);
  await waitForController(page);

  expect(await deployAndTimeNotice(page)).toBeLessThanOrEqual(POLL_MS + SLACK_MS);
  // The new worker installs in the background and waits for the navigation.
  await page.waitForFunction(() => document.documentElement.dataset.update === 'ready', undefined, { timeout: 30_000 });
  expect(await page.evaluate(async () => ((await navigator.serviceWorker.getRegistration())?.waiting ?? null) !== null)).toBe(true);
  await expectStillWorking(page);

  await navigateAndExpectNewBuild(page);
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null)).toBeNull();
  await context.close();
});

test('without a service worker: the latest-build file gives the same notice and switch', async () => {
  const context = await phoneContextWithoutWorker(shared.browser);
  const page = await openOldBuild(context);
  expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();

  expect(await deployAndTimeNotice(page)).toBeLessThanOrEqual(POLL_MS + SLACK_MS);
  expect((await buildStatus(page)).update).toBe('ready');
  await expectStillWorking(page);

  await navigateAndExpectNewBuild(page);
  await context.close();
});
