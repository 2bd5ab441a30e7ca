/**
 * The operator console's build: its own entry (`src/admin`), served at /admin from `dist/admin`,
 * built after the game (`npm run build`) so the game's chunks, stylesheet and service worker
 * precache stay exactly what they were: nothing of the console is in the game's initial load.
 */
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('.', import.meta.url));
const serverOrigin = `http://127.0.0.1:${process.env.PORT ?? '8080'}`;

export default defineConfig({
  root: `${root}src/admin`,
  base: '/admin/',
  publicDir: false,
  plugins: [react()],
  server: { proxy: { '/admin/api': serverOrigin, '/admin/sign-in': serverOrigin, '/dev': serverOrigin } },
  build: { target: 'es2022', sourcemap: true, outDir: `${root}dist/admin`, emptyOutDir: true },
});
