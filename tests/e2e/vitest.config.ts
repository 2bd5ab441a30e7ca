import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';
import { linkFfmpeg, PLAYWRIGHT_TOOLS } from './helpers/video.ts';

// Video for the docs where the machine has an ffmpeg (helpers/video.ts); Playwright reads the path when it loads.
linkFfmpeg();

/**
 * End-to-end tests: the built app in a real Chromium against the real server, two files at a time.
 * A file mostly waits (for the page, the server, a poll): alone the suite keeps less than one core
 * busy, so two at a time end in little more than half the time on the project's two cores.
 */
export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    name: 'e2e',
    include: ['tests/e2e/**/*.e2e.ts'],
    globalSetup: ['tests/e2e/global-setup.ts'],
    maxWorkers: 2,
    env: { PLAYWRIGHT_BROWSERS_PATH: PLAYWRIGHT_TOOLS },
    // A worker runs its files one after another in one module graph: the server's and Playwright's
    // modules load once per worker, not once per file (a second or two of CPU each). Nothing here
    // mocks a module.
    isolate: false,
    // Hang bounds, not speed limits: a test that restarts the server (a deployment) on a loaded
    // machine takes minutes, and passes; on a slow one the first minutes' test took over 360 s
    // beside the unit tests (docs/testing.md). No test sets a bound of its own.
    testTimeout: 480_000,
    hookTimeout: 480_000,
  },
});
