import type { Browser, BrowserContext, Page, Request } from 'playwright-core';

/** How long one page may take to describe itself: a page that hangs is reported as hanging. */
const DESCRIBE_MS = 5_000;
/** The last requests to the server and errors each context keeps, and how much of a page's text a report shows. */
const KEPT = 20;
const TEXT = 600;

/** What a watched context saw, oldest first. */
interface Watched {
  requests: string[];
  errors: string[];
}

const watched = new WeakMap<BrowserContext, Watched>();

function keep(lines: string[], line: string): void {
  lines.push(line);
  if (lines.length > KEPT) lines.shift();
}

/**
 * Keeps what the context's pages did, for a failure's report: each request to the server
 * (`/backend/`) with when it began (seconds since the context opened) and its status or failure and
 * time, and each error a page logged or threw. Playwright sees them from outside the page, where a
 * page's own resource timings are gone under its installed clock.
 */
export function watchContext(context: BrowserContext): void {
  const opened = Date.now();
  const seen: Watched = { requests: [], errors: [] };
  watched.set(context, seen);
  const since = () => `${((Date.now() - opened) / 1000).toFixed(1)} s`;
  const request = (sent: Request, outcome: string) => {
    const { pathname, search } = new URL(sent.url());
    if (pathname.startsWith('/backend/')) keep(seen.requests, `${since()}: ${sent.method()} ${pathname}${search} ${outcome}`);
  };
  context.on('requestfinished', (sent) => {
    // A context closed meanwhile has nothing left to report.
    sent.response().then(
      (response) => {
        request(sent, `${String(response?.status() ?? 'no answer')} in ${String(Math.round(sent.timing().responseEnd))} ms`);
      },
      () => undefined,
    );
  });
  context.on('requestfailed', (sent) => {
    request(sent, `failed: ${sent.failure()?.errorText ?? 'unknown'}`);
  });
  context.on('console', (message) => {
    if (message.type() === 'error') keep(seen.errors, `${since()}: ${message.text()}`);
  });
  context.on('weberror', (error) => {
    keep(seen.errors, `${since()}: ${String(error.error())}`);
  });
}

/** What the page shows, whether a service worker controls it, and its origin's storage. */
function describe(page: Page): Promise<string> {
  return page.evaluate(async (text) => {
    const { usage, quota } = await navigator.storage.estimate();
    const megabytes = (bytes: number | undefined) => (bytes === undefined ? '?' : (bytes / 1e6).toFixed(1));
    return [
      `text: ${document.body.innerText.replace(/\s+/g, ' ').slice(0, text)}`,
      `service worker: ${navigator.serviceWorker.controller?.state ?? 'none'}`,
      `storage: ${megabytes(usage)} MB of ${megabytes(quota)} MB`,
    ].join('\n  ');
  }, TEXT);
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
 * Every page still open when a test failed: its address, text, service worker and storage, and its
 * context's last requests to the server and errors. A wait that ran out on a loaded CI machine then
 * says what the page showed and what it was waiting for (docs/testing.md).
 */
export async function openPagesReport(browser: Browser): Promise<string> {
  const lines: string[] = [];
  for (const [index, context] of browser.contexts().entries()) {
    lines.push(`context ${String(index + 1)}:`);
    for (const page of context.pages()) lines.push(`  page ${page.url()}`, `  ${await withinBound(describe(page))}`);
    const seen = watched.get(context);
    if (seen === undefined) {
      lines.push('  requests and errors: not watched');
      continue;
    }
    lines.push('  requests to the server:', ...seen.requests.map((line) => `    ${line}`));
    lines.push('  errors:', ...seen.errors.map((line) => `    ${line}`));
  }
  return lines.length === 0 ? 'no browser context open when the test failed' : lines.join('\n');
}
