/**
 * What the PWA end-to-end tests share: a Telegram launch as a real client makes it (launch data in
 * the URL hash, a webview bridge that answers the SDK), waiting for the service worker, a second
 * build of the client, and a same-origin front that survives a server restart (a deployment).
 */
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { createServer, connect, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from 'playwright-core';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** A fresh test player id. */
export function newUserId(): number {
  return 800_000 + Math.floor(Math.random() * 100_000);
}

/** Launch data for `user`, signed by a game server in development mode. */
export async function devLaunchData(serverUrl: string, user: number): Promise<string> {
  const response = await fetch(`${serverUrl}/dev/launch-data?user=${String(user)}`);
  if (!response.ok) throw new Error(`/dev/launch-data answered ${String(response.status)}`);
  const body = (await response.json()) as { initData: string };
  return body.initData;
}

/** The URL Telegram opens: the launch parameters in the hash, readable offline after a reload. */
export function telegramLaunchUrl(
  baseUrl: string,
  initData: string,
  path = '/',
  client: { version?: string; theme?: Record<string, string>; platform?: string } = {},
): string {
  const theme = JSON.stringify(
    client.theme ?? { bg_color: '#ffffff', text_color: '#222222', button_color: '#3b2314', button_text_color: '#ffffff' },
  );
  const hash = new URLSearchParams({
    tgWebAppData: initData,
    tgWebAppVersion: client.version ?? '8.0',
    tgWebAppPlatform: client.platform ?? 'tdesktop',
    tgWebAppThemeParams: theme,
  });
  return `${baseUrl}${path}#${hash.toString()}`;
}

/** What the emulated client reports and answers (defaults: no insets, nothing on the home screen decided). */
export interface WebviewOptions {
  /** The device's safe area insets (a notch) and Telegram's content safe area (its header buttons in full screen), px. */
  safeArea?: Insets;
  contentSafeArea?: Insets;
  /** What `web_app_check_home_screen` answers (`missed`, `added`, `unknown`, `unsupported`). */
  homeScreen?: string;
  /** The button a popup is closed with (none: closed without a choice). */
  popupAnswer?: string;
  /** The theme `web_app_request_theme` answers (default: white). */
  theme?: Record<string, string>;
}

interface Insets {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/**
 * The webview bridge of Telegram's client: the SDK posts through `TelegramWebviewProxy` and gets
 * its answers through `Telegram.WebView.receiveEvent`. No network involved, as in the app.
 * Every event the app posts is recorded in `window.__telegramEvents` as `[name, data]`.
 * (A string: the test runner's transform would add helpers to a function that the page lacks.)
 */
function telegramWebview(options: WebviewOptions): string {
  const none = { top: 0, bottom: 0, left: 0, right: 0 };
  const config = JSON.stringify({
    safeArea: options.safeArea ?? none,
    contentSafeArea: options.contentSafeArea ?? none,
    homeScreen: options.homeScreen ?? 'unknown',
    popupAnswer: options.popupAnswer ?? null,
    theme: options.theme ?? { bg_color: '#ffffff', text_color: '#222222' },
  });
  return `(() => {
  const config = ${config};
  const answer = (eventType, eventData) => setTimeout(() => window.Telegram?.WebView?.receiveEvent?.(eventType, eventData), 0);
  const recorded = (window.__telegramEvents = []);
  window.TelegramWebviewProxy = {
    postEvent(name, data) {
      let parsed = data;
      try { parsed = data === undefined ? undefined : JSON.parse(data); } catch { /* kept as sent */ }
      recorded.push([name, parsed]);
      if (name === 'web_app_request_viewport') answer('viewport_changed', { height: innerHeight, width: innerWidth, is_expanded: true, is_state_stable: true });
      else if (name === 'web_app_request_theme') answer('theme_changed', { theme_params: config.theme });
      else if (name === 'web_app_request_safe_area') answer('safe_area_changed', config.safeArea);
      else if (name === 'web_app_request_content_safe_area') answer('content_safe_area_changed', config.contentSafeArea);
      else if (name === 'web_app_request_fullscreen') answer('fullscreen_changed', { is_fullscreen: true });
      else if (name === 'web_app_check_home_screen') answer('home_screen_checked', { status: config.homeScreen });
      else if (name === 'web_app_open_popup') answer('popup_closed', config.popupAnswer === null ? {} : { button_id: config.popupAnswer });
      else if (name === 'web_app_send_prepared_message') answer('prepared_message_sent', {});
    },
  };
})();`;
}

/** Makes every page of `context` run inside the emulated Telegram webview. */
export async function emulateTelegram(context: BrowserContext, options: WebviewOptions = {}): Promise<void> {
  await context.addInitScript({ content: telegramWebview(options) });
}

/** The events the app posted through the emulated webview bridge so far, oldest first. */
export async function postedEvents(page: Page): Promise<[string, unknown][]> {
  return page.evaluate(() => (window as unknown as { __telegramEvents: [string, unknown][] }).__telegramEvents);
}

/** Waits until a service worker controls `page` (the worker claims the page on its first install). */
export async function waitForController(page: Page, timeoutMs = 30_000): Promise<string> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: timeoutMs });
  return page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? '');
}

/** The build id the page runs and its update status, as `<html data-build data-update>` shows them. */
export async function buildStatus(page: Page): Promise<{ build: string | undefined; update: string | undefined }> {
  return page.evaluate(() => ({ build: document.documentElement.dataset.build, update: document.documentElement.dataset.update }));
}

/**
 * A private copy of `dist/`, so a rebuild by another test run (its global setup) cannot change
 * the files under a test. Checks that the copy is whole: every file index.html names is there.
 */
export function copyDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'harvest-pwa-dist-'));
  cpSync(join(root, 'dist'), dir, { recursive: true });
  const html = readFileSync(join(dir, 'index.html'), 'utf8');
  for (const [, path] of html.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)) {
    if (path !== undefined && !existsSync(join(dir, path))) throw new Error(`dist/ changed while it was copied: ${path} is missing`);
  }
  return dir;
}

/** Builds the client into a fresh folder with `buildId`; resolves to the folder. */
export async function buildClient(buildId: string): Promise<string> {
  const outDir = mkdtempSync(join(tmpdir(), 'harvest-pwa-build-'));
  await new Promise<void>((resolve, reject) => {
    const child = spawn(join(root, 'node_modules/.bin/vite'), ['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'], {
      cwd: root,
      // Vitest runs with NODE_ENV=test; a deployment is a production build.
      env: { ...process.env, NODE_ENV: 'production', BUILD_ID: buildId },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code === 0) resolve();
      else reject(new Error(`vite build exited with ${String(code)}:\n${errors}`));
    });
  });
  return outDir;
}

/** A TCP front on a fixed port: the page's origin stays while the server behind it is replaced. */
export interface Front {
  url: string;
  /** Sends new connections to this server URL (`http://127.0.0.1:port`). */
  route(serverUrl: string): void;
  close(): Promise<void>;
}

export async function startFront(): Promise<Front> {
  let targetPort = 0;
  const sockets = new Set<Socket>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  };
  const server: Server = createServer((client) => {
    track(client);
    const upstream = connect(targetPort, '127.0.0.1');
    track(upstream);
    client.pipe(upstream).pipe(client);
    client.once('error', () => upstream.destroy());
    upstream.once('error', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${String(port)}`,
    route(serverUrl) {
      targetPort = Number(new URL(serverUrl).port);
      // Keep-alive connections to the old server would outlive it: close them now.
      for (const socket of sockets) socket.destroy();
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) =>
        server.close(() => {
          resolve();
        }),
      );
    },
  };
}

/** A phone-sized context without service workers (Telegram on iOS; and `page.route` sees every request). */
export async function phoneContextWithoutWorker(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    hasTouch: true,
    isMobile: true,
    serviceWorkers: 'block',
  });
}
