/** Recognising the errors of code that failed to load, across browsers and the Vite preload helper. */

/** Failed module or chunk fetches: Chromium, Firefox, Safari, Vite's CSS preload, webpack-style names. */
const CHUNK_LOAD_MESSAGE =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Failed to load module script|Unable to preload CSS|Loading (?:CSS )?chunk \S+ failed/i;

/** What a parser says when it gets HTML (an error page, the app shell) where code or JSON belonged. */
const UNEXPECTED_TOKEN_MESSAGE = /Unexpected token|is not valid JSON|JSON\.parse|JSON Parse error|Unexpected end of JSON input/;

/** The message of anything thrown or rejected. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  if (typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string') return error.message;
  return '';
}

/** True for a failed load of a code chunk or its stylesheet. */
export function isChunkLoadError(error: unknown): boolean {
  if (error instanceof Error && error.name === 'ChunkLoadError') return true;
  return CHUNK_LOAD_MESSAGE.test(errorMessage(error));
}

/** True for "Unexpected token" and invalid-JSON errors (docs/product.md, section 4: they show the loading state). */
export function isUnexpectedTokenError(error: unknown): boolean {
  return UNEXPECTED_TOKEN_MESSAGE.test(errorMessage(error));
}
