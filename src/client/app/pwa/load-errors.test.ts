import { describe, expect, it } from 'vitest';
import { errorMessage, isChunkLoadError, isUnexpectedTokenError } from './load-errors.ts';

describe('recognising load failures', () => {
  it('knows the failed-import messages of each browser and of the Vite preload helper', () => {
    const messages = [
      'Failed to fetch dynamically imported module: https://game.example/assets/settings-screen-abc.js',
      'error loading dynamically imported module: https://game.example/assets/x.js',
      'Importing a module script failed.',
      'Unable to preload CSS for /assets/card-abc.css',
      'Loading chunk 42 failed.',
    ];
    for (const message of messages) expect(isChunkLoadError(new TypeError(message))).toBe(true);
    const named = new Error('whatever');
    named.name = 'ChunkLoadError';
    expect(isChunkLoadError(named)).toBe(true);
    expect(isChunkLoadError(new Error('the silo fell over'))).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });

  it('knows "Unexpected token" and invalid JSON', () => {
    for (const message of [
      'Unexpected token \'<\', "<!doctype "... is not valid JSON',
      'Unexpected token < in JSON at position 0',
      'JSON.parse: unexpected character',
      'Unexpected end of JSON input',
    ]) {
      expect(isUnexpectedTokenError(new SyntaxError(message))).toBe(true);
    }
    expect(isUnexpectedTokenError(new Error('Request timed out'))).toBe(false);
  });

  it('reads the message of errors, strings and error-like objects', () => {
    expect(errorMessage(new Error('a'))).toBe('a');
    expect(errorMessage('b')).toBe('b');
    expect(errorMessage({ message: 'c' })).toBe('c');
    expect(errorMessage(42)).toBe('');
  });
});
