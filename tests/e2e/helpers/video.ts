/**
 * Video of a page, for the docs: Playwright records through an ffmpeg build of its own, which this
 * machine cannot download; Debian's `ffmpeg` (with libvpx) does the same job. `linkFfmpeg()` (run by
 * the e2e config, before Playwright loads) puts it where Playwright looks, in a tools folder of the
 * project's cache; without an ffmpeg on the machine nothing is linked and nothing is recorded.
 */
import { existsSync, mkdirSync, readFileSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../..', import.meta.url));

/** Where Playwright looks for its tools (`PLAYWRIGHT_BROWSERS_PATH`); browsers come from `CHROMIUM_PATH`. */
export const PLAYWRIGHT_TOOLS = join(root, 'node_modules', '.cache', 'ms-playwright');

function linkedFfmpeg(): string {
  const browsers = JSON.parse(readFileSync(join(root, 'node_modules', 'playwright-core', 'browsers.json'), 'utf8')) as {
    browsers: { name: string; revision: string }[];
  };
  const revision = browsers.browsers.find((entry) => entry.name === 'ffmpeg')?.revision ?? '0';
  return join(PLAYWRIGHT_TOOLS, `ffmpeg-${revision}`, 'ffmpeg-linux');
}

/** Links the machine's ffmpeg for Playwright; true when recording is possible. */
export function linkFfmpeg(): boolean {
  const system = ['/usr/bin/ffmpeg', '/usr/local/bin/ffmpeg'].find((path) => existsSync(path));
  const link = linkedFfmpeg();
  if (system === undefined) return false;
  if (!existsSync(link)) {
    mkdirSync(join(link, '..'), { recursive: true });
    symlinkSync(system, link);
  }
  return true;
}

/** True when `linkFfmpeg()` found an ffmpeg: a context may record (`recordVideo`). */
export function canRecord(): boolean {
  return existsSync(linkedFfmpeg());
}
