import { describe, expect, it } from 'vitest';
import { allowsPrefetch, isSlow2g, readConnection } from './connection.ts';

describe('the connection policy', () => {
  it('reads what the browser says, and assumes a normal connection where it says nothing (iOS)', () => {
    expect(readConnection({ connection: { saveData: true, effectiveType: '3g' } })).toEqual({ saveData: true, effectiveType: '3g' });
    expect(readConnection({})).toEqual({ saveData: false, effectiveType: undefined });
    expect(readConnection(undefined)).toEqual({ saveData: false, effectiveType: undefined });
  });

  it('skips link prefetch with data saving on or on 2g and slow-2g', () => {
    expect(allowsPrefetch({ saveData: false, effectiveType: '4g' })).toBe(true);
    expect(allowsPrefetch({ saveData: false, effectiveType: '3g' })).toBe(true);
    expect(allowsPrefetch({ saveData: false, effectiveType: undefined })).toBe(true);
    expect(allowsPrefetch({ saveData: true, effectiveType: '4g' })).toBe(false);
    expect(allowsPrefetch({ saveData: false, effectiveType: '2g' })).toBe(false);
    expect(allowsPrefetch({ saveData: false, effectiveType: 'slow-2g' })).toBe(false);
  });

  it('holds the early build-manifest fetch back on slow-2g only', () => {
    expect(isSlow2g({ saveData: false, effectiveType: 'slow-2g' })).toBe(true);
    expect(isSlow2g({ saveData: false, effectiveType: '2g' })).toBe(false);
    expect(isSlow2g({ saveData: true, effectiveType: undefined })).toBe(false);
  });
});
