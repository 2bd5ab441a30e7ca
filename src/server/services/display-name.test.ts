import { describe, expect, it } from 'vitest';
import { displayName } from './display-name.ts';

describe('the lists’ display name', () => {
  it('is the readable name, else @username, else null, read again the same', () => {
    for (let pass = 0; pass < 2; pass++) {
      expect(displayName({ name: '  Bo\u200B  Li ', username: 'bo' })).toBe('Bo Li');
      expect(displayName({ name: '\u200B', username: 'bo_li' })).toBe('@bo_li');
      expect(displayName({ name: '', username: null })).toBeNull();
    }
  });

  it('stays right past the names it remembers (it forgets them all, it never grows without end)', () => {
    for (let index = 0; index < 25_000; index++)
      expect(displayName({ name: `P${String(index)}`, username: null })).toBe(`P${String(index)}`);
    expect(displayName({ name: '', username: null })).toBeNull();
    expect(displayName({ name: '\u200B', username: 'bo_li' })).toBe('@bo_li');
  });
});
