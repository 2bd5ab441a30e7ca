/**
 * The wallet screen connects a TON wallet through the real TON Connect UI and the server stores
 * it. The wallet is a fake behind TON Connect's own interface: the JS bridge a wallet's in-app
 * browser injects (`window.tonkeeper.tonconnect`: TON Connect takes injected wallets only from its
 * wallets list, where Tonkeeper's bridge key is `tonkeeper`), marked as the browser the game runs
 * in, so TON Connect connects to it directly, without its dialog. The wallets list is not fetched
 * (TON Connect falls back to the list it ships). Also takes the screenshots of the screen in docs/screens.md.
 */
import { AxeBuilder } from '@axe-core/playwright';
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { LOGIN_PATH, loginResponseSchema } from '#protocol/auth';
import { gameUserResponseSchema } from '#protocol/game-user';
import { phoneContext } from './helpers/browser.ts';
import { serverAndBrowser } from './helpers/server-and-browser.ts';
import { startServer } from './helpers/server.ts';
import { devLaunchData, newUserId, phoneContextWithoutWorker } from './pwa-support.ts';

const shared = serverAndBrowser(startServer);

const RAW = '0:ed1691307050047117b998b561d8de82d31fbf84910ced6eb5fc92e7485ef8a7';
const CANONICAL = 'UQDtFpEwcFAEcRe5mLVh2N6C0x-_hJEM7W61_JLnSF74p9dz';

/** Runs in the page before the app: a wallet on `window.tonkeeper.tonconnect`, as TON Connect's JS bridge protocol has it. */
function injectFakeWallet(address: string): void {
  const listeners: ((event: unknown) => void)[] = [];
  const connectEvent = {
    event: 'connect',
    id: 1,
    payload: {
      items: [{ name: 'ton_addr', address, network: '-239', publicKey: '00'.repeat(32), walletStateInit: '' }],
      device: { platform: 'browser', appName: 'fakewallet', appVersion: '1.0.0', maxProtocolVersion: 2, features: ['SendTransaction'] },
    },
  };
  const calls: string[] = [];
  (window as unknown as Record<string, unknown>).fakewalletCalls = calls;
  (window as unknown as Record<string, unknown>).tonkeeper = {
    tonconnect: {
      deviceInfo: connectEvent.payload.device,
      walletInfo: {
        name: 'Tonkeeper',
        app_name: 'tonkeeper',
        image: '/icons/icon-192.png',
        about_url: 'https://example.org',
        platforms: ['ios'],
      },
      protocolVersion: 2,
      isWalletBrowser: true,
      connect: () => {
        calls.push('connect');
        return Promise.resolve(connectEvent);
      },
      restoreConnection: () => Promise.resolve({ event: 'connect_error', id: 0, payload: { code: 0, message: 'none' } }),
      send: () => Promise.resolve({ id: '0', result: '' }),
      listen: (callback: (event: unknown) => void) => {
        listeners.push(callback);
        return () => undefined;
      },
      disconnect: () => {
        calls.push('disconnect');
      },
    },
  };
}

/** The wallet the server has on `user`'s account, read through the API as the player. */
async function serverWallet(user: number): Promise<string | null> {
  const url = shared.server.url;
  const initData = await devLaunchData(url, user);
  const login = await fetch(`${url}${LOGIN_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ initData }),
  });
  const { session } = loginResponseSchema.parse(await login.json());
  const answer = await fetch(`${url}/backend/hub/game-user`, { headers: { authorization: `Bearer ${session}` } });
  return gameUserResponseSchema.parse(await answer.json()).gameUser.wallet;
}

/** Serious and critical WCAG 2.1 A/AA violations on the page as drawn. */
async function violations(page: Page): Promise<string[]> {
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`));
}

async function openWallet(page: Page, user: number, theme: 'light' | 'dark'): Promise<void> {
  await page.route('https://config.ton.org/**', (route) => route.abort());
  await page.goto(`${shared.server.url}/wallet?user=${String(user)}&theme=${theme}`);
  await page.getByTestId('wallet').waitFor({ timeout: 30_000 });
  await page.waitForFunction(() => document.querySelector('[data-testid="withdrawable-tokens"]')?.textContent !== '…', undefined, {
    timeout: 30_000,
  });
}

test('connecting the wallet stores its address on the server; disconnecting unlinks it', async () => {
  const user = newUserId();
  const context = await phoneContext(shared.browser);
  await context.addInitScript(injectFakeWallet, RAW);
  const page = await context.newPage();
  await openWallet(page, user, 'light');
  await page.getByTestId('connect-wallet').click({ timeout: 30_000 });
  await page.getByTestId('wallet-address').waitFor({ timeout: 30_000 });
  expect(await page.getByTestId('wallet-address').textContent()).toBe('Connected: UQDt…p9dz');
  await page.getByText('Saved to your account').waitFor({ timeout: 30_000 });
  expect(await serverWallet(user)).toBe(CANONICAL);

  await page.getByTestId('disconnect-wallet').click();
  await page.getByTestId('connect-wallet').waitFor({ timeout: 30_000 });
  await expect.poll(() => serverWallet(user), { timeout: 30_000 }).toBeNull();
  expect(await page.evaluate(() => (window as unknown as { fakewalletCalls: string[] }).fakewalletCalls)).toEqual([
    'connect',
    'disconnect',
  ]);
  await context.close();
});

test('TON Connect loads only with the wallet screen, never with the farm', async () => {
  const context = await phoneContextWithoutWorker(shared.browser);
  const page = await context.newPage();
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto(`${shared.server.url}/?user=${String(newUserId())}`);
  await page.getByTestId('farm').waitFor({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  expect(scripts.some((path) => path.includes('/assets/app-'))).toBe(true);
  expect(scripts.filter((path) => path.includes('ton-connect'))).toEqual([]);
  await page.route('https://config.ton.org/**', (route) => route.abort());
  await page.evaluate(() => {
    history.pushState(null, '', '/wallet');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await page.getByTestId('connect-wallet').waitFor({ timeout: 30_000 });
  expect(scripts.filter((path) => path.includes('ton-connect'))).toHaveLength(1);
  await context.close();
});

test.each(['light', 'dark'] as const)(
  'the wallet screen at 390 x 844, %s: accessible, and photographed for docs/screens.md',
  async (theme) => {
    const user = newUserId();
    const context = await phoneContext(shared.browser, theme);
    await context.addInitScript(injectFakeWallet, RAW);
    const page = await context.newPage();
    await openWallet(page, user, theme);
    await page.getByTestId('connect-wallet').waitFor({ timeout: 30_000 });
    expect(await violations(page)).toEqual([]);
    await page.getByTestId('connect-wallet').click();
    await page.getByText('Saved to your account').waitFor({ timeout: 30_000 });
    expect(await violations(page)).toEqual([]);
    await page.screenshot({ path: `docs/screenshots/wallet-${theme}.png` });
    await context.close();
  },
);
