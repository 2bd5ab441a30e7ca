/** True in built apps (vite.config.ts, the build-file plugin): the service worker and update checks run. */
declare const __PWA_ENABLED__: boolean;
