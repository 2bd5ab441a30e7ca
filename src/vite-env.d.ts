/// <reference types="vite/client" />

/** The build id that `vite.config.ts` stamps into the client; the server sends the same as `Version`. */
declare const __BUILD_ID__: string;

declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
