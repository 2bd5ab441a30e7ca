// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { celebrate, flyToBalance } from './motion.ts';

const RECT = { left: 10, top: 10, width: 40, height: 40 } as DOMRect;

beforeEach(() => {
  // jsdom has neither animations nor media queries: every animation ends at once, no reduced motion asked.
  vi.stubGlobal('matchMedia', () => ({ matches: false }));
  HTMLElement.prototype.animate = function animate(this: HTMLElement) {
    const animation = { onfinish: null as null | (() => void) };
    queueMicrotask(() => animation.onfinish?.());
    return animation as unknown as Animation;
  };
});

afterEach(() => {
  delete document.documentElement.dataset.performance;
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

function sparks(): number {
  return document.querySelectorAll('[data-motion="spark"]').length;
}

describe('motion on a weak phone (docs/operations.md, "In the Mini App")', () => {
  it('draws a ring of sparks on a phone that is not marked weak', () => {
    celebrate(RECT);
    expect(sparks()).toBe(12);
  });

  it('draws no sparks on a phone marked weak', () => {
    document.documentElement.dataset.performance = 'low';
    celebrate(RECT);
    expect(sparks()).toBe(0);
  });

  it('still flies the amount into its balance on a weak phone, without the bounce', async () => {
    document.documentElement.dataset.performance = 'low';
    const chip = document.createElement('span');
    chip.dataset.resourceChip = '0';
    chip.dataset.season = 'main';
    document.body.append(chip);
    const bounce = vi.spyOn(chip, 'animate');
    flyToBalance(RECT, 0, 'main', '+10');
    expect(document.querySelectorAll('[data-motion="fly"]')).toHaveLength(1);
    await Promise.resolve();
    await Promise.resolve();
    expect(document.querySelectorAll('[data-motion="fly"]')).toHaveLength(0);
    expect(bounce).not.toHaveBeenCalled();
  });
});
