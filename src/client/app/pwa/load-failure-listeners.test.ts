import { describe, expect, it, vi } from 'vitest';
import { listenForLoadFailures } from './load-failure-listeners.ts';

function withFields(type: string, fields: Record<string, unknown>): Event {
  return Object.assign(new Event(type), fields);
}

describe('the page-wide load-failure listeners', () => {
  it('sorts preload errors, failed chunks and unexpected tokens, and ignores the rest', () => {
    const target = new EventTarget();
    const handlers = { onPreloadError: vi.fn(), onChunkError: vi.fn(), onUnexpectedToken: vi.fn() };
    const stop = listenForLoadFailures(target, handlers);

    const preload = new Error('Unable to preload CSS for /assets/a.css');
    target.dispatchEvent(withFields('vite:preloadError', { payload: preload }));
    expect(handlers.onPreloadError).toHaveBeenCalledWith(preload);

    target.dispatchEvent(
      withFields('unhandledrejection', { reason: new TypeError('Failed to fetch dynamically imported module: /assets/ru.js') }),
    );
    expect(handlers.onChunkError).toHaveBeenCalledTimes(1);

    target.dispatchEvent(withFields('error', { message: "Uncaught SyntaxError: Unexpected token '<'", error: undefined }));
    target.dispatchEvent(withFields('unhandledrejection', { reason: new SyntaxError('Unexpected end of JSON input') }));
    expect(handlers.onUnexpectedToken).toHaveBeenCalledTimes(2);

    target.dispatchEvent(withFields('unhandledrejection', { reason: new Error('Not enough resources') }));
    target.dispatchEvent(withFields('error', { message: 'x', error: new Error('the silo fell over') }));
    expect(handlers.onChunkError).toHaveBeenCalledTimes(1);
    expect(handlers.onUnexpectedToken).toHaveBeenCalledTimes(2);

    stop();
    target.dispatchEvent(withFields('vite:preloadError', { payload: preload }));
    expect(handlers.onPreloadError).toHaveBeenCalledTimes(1);
  });

  it('never prevents the preload error: the import still rejects for whoever awaits it', () => {
    const target = new EventTarget();
    listenForLoadFailures(target, { onPreloadError: vi.fn(), onChunkError: vi.fn(), onUnexpectedToken: vi.fn() });
    const event = new Event('vite:preloadError', { cancelable: true });
    target.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
  });
});
