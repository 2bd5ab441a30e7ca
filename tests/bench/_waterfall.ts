import { launchBrowser, phoneContext } from '../e2e/helpers/browser.ts';
import { startServer } from '../e2e/helpers/server.ts';

const server = await startServer({ env: { STATIC_DIR: process.env.DIR ?? '/tmp/perf/dist2' } });
const browser = await launchBrowser();
try {
  const { initData } = (await (await fetch(`${server.url}/dev/launch-data?user=880999`)).json()) as { initData: string };
  const hash = new URLSearchParams({ tgWebAppData: initData, tgWebAppVersion: '8.0', tgWebAppPlatform: 'tdesktop', tgWebAppThemeParams: '{}' });
  const context = await phoneContext(browser);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 2000, downloadThroughput: 50_000, uploadThroughput: 50_000 });
  const t0 = Date.now();
  const log: string[] = [];
  page.on('request', (r) => log.push(`${String(Date.now() - t0).padStart(6)} > ${r.method()} ${r.url().replace(server.url, '').slice(0, 70)}`));
  page.on('requestfinished', (r) => log.push(`${String(Date.now() - t0).padStart(6)} < ${r.url().replace(server.url, '').slice(0, 70)}`));
  await page.goto(`${server.url}/#${hash.toString()}`, { waitUntil: 'commit' });
  const shown = await page.waitForFunction(() => { const t = document.querySelector('[data-testid="resource-seed"]')?.textContent ?? ''; return t === '' ? false : performance.now(); }, undefined, { polling: 'raf', timeout: 120_000 });
  log.push(`${String(Date.now() - t0).padStart(6)} SHOWN (page clock ${String(await shown.jsonValue())})`);
  console.log(log.join('\n'));
} finally {
  await browser.close();
  await server.close();
}
