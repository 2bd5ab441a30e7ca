import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';
import { linkFfmpeg, PLAYWRIGHT_TOOLS } from './helpers/video.ts';

// Video for the docs where the machine has an ffmpeg (helpers/video.ts); Playwright reads the path when it loads.
linkFfmpeg();

/** End-to-end tests: the built app in a real Chromium against the real server, one file at a time. */
export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    name: 'e2e',
    include: ['tests/e2e/**/*.e2e.ts'],
    globalSetup: ['tests/e2e/global-setup.ts'],
    fileParallelism: false,
    env: { PLAYWRIGHT_BROWSERS_PATH: PLAYWRIGHT_TOOLS },
    // The files run one after another in one module graph: the server's and Playwright's modules
    // load once, not once per file (a second or two of CPU each). Nothing here mocks a module.
    isolate: false,
    // Hang bounds, not speed limits: a test that restarts the server (a deployment) on a loaded
    // machine takes minutes, and passes.
    testTimeout: 240_000,
    hookTimeout: 240_000,
  },
});
