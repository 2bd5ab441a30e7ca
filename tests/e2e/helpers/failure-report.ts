import type { Browser, BrowserContext, Page, Request } from 'playwright-core';

/** How long one page may take to describe itself: a page that hangs is reported as hanging. */
const DESCRIBE_MS = 5_000;
/** The last requests to the server each context keeps, and how much of a page's text a report shows. */
const REQUESTS = 20;
const TEXT = 600;

/** Each watched context's last requests to the server, oldest first. */
const requests = new WeakMap<BrowserContext, string[]>();

/**
 * Keeps the context's last requests to the server (`/backend/`): when each began (seconds since the
 * context opened), its path, and its status or failure with its time. Playwright sees them from
 * outside the page, where a page's own resource timings are gone under its installed clock.
 */
export function watchRequests(context: BrowserContext): void {
  const opened = Date.now();
  const kept: string[] = [];
  requests.set(context, kept);
  const keep = (request: Request, outcome: string) => {
    const { pathname, search } = new URL(request.url());
    if (!pathname.startsWith('/backend/')) return;
    const began = ((Date.now() - opened) / 1000).toFixed(1);
    kept.push(`${began} s: ${request.method()} ${pathname}${search} ${outcome}`);
    if (kept.length > REQUESTS) kept.shift();
  };
  context.on('requestfinished', (request) => {
    void request.response().then((response) => {
      keep(request, `${String(response?.status() ?? 'no answer')} in ${String(Math.round(request.timing().responseEnd))} ms`);
    });
  });
  context.on('requestfailed', (request) => {
    keep(request, `failed: ${request.failure()?.errorText ?? 'unknown'}`);
  });
}

/** What the page shows, and whether a service worker controls it. */
function describe(page: Page): Promise<string> {
  return page.evaluate(
    (text) =>
      `text: ${document.body.innerText.replace(/\s+/g, ' ').slice(0, text)}\n  service worker: ${navigator.serviceWorker.controller?.state ?? 'none'}`,
    TEXT,
  );
}

function withinBound(described: Promise<string>): Promise<string> {
  return Promise.race([
    described.catch((error: unknown) => `could not be read: ${String(error)}`),
    new Promise<string>((resolve) => {
      setTimeout(() => {
        resolve(`did not answer within ${String(DESCRIBE_MS)} ms`);
      }, DESCRIBE_MS).unref();
    }),
  ]);
}

/**
 * Every page still open when a test failed: its address, its text and its service worker, and its
 * context's last requests to the server. A wait that ran out on a loaded CI machine then says what
 * the page showed and what it was waiting for (docs/testing.md).
 */
export async function openPagesReport(browser: Browser): Promise<string> {
  const lines: string[] = [];
  for (const [index, context] of browser.contexts().entries()) {
    lines.push(`context ${String(index + 1)}:`);
    for (const page of context.pages()) lines.push(`  page ${page.url()}`, `  ${await withinBound(describe(page))}`);
    const kept = requests.get(context);
    lines.push(kept === undefined ? '  requests: not watched' : '  requests to the server:', ...(kept ?? []).map((line) => `    ${line}`));
  }
  return lines.length === 0 ? 'no page open when the test failed' : lines.join('\n');
}
