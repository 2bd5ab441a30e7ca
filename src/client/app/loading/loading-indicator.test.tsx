import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { LoadingIndicator } from './loading-indicator.tsx';
import { LOADING_DURATION_MS, LOADING_THROTTLE_MS, estimatedProgress, startLoading } from './loading-store.ts';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function progress(): number {
  return Number(screen.getByTestId('loading-indicator').dataset.progress);
}

/** Starts work inside act (the store re-renders the bar); returns the function that ends it inside act. */
function begin(): () => void {
  let done: () => void = () => undefined;
  act(() => {
    done = startLoading();
  });
  return () => {
    act(done);
  };
}

async function advance(ms: number): Promise<void> {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

describe('LoadingIndicator', () => {
  it('uses a 200 ms throttle and a 2000 ms duration', () => {
    expect(LOADING_THROTTLE_MS).toBe(200);
    expect(LOADING_DURATION_MS).toBe(2000);
  });

  it('stays hidden for work shorter than the throttle', async () => {
    render(<LoadingIndicator />);
    const done = begin();
    await advance(LOADING_THROTTLE_MS - 20);
    done();
    await advance(1000);
    expect(screen.queryByTestId('loading-indicator')).toBeNull();
  });

  it('appears after the throttle, estimates progress, then fills and fades when the work ends', async () => {
    render(<LoadingIndicator />);
    const done = begin();
    await advance(LOADING_THROTTLE_MS - 10);
    expect(screen.queryByTestId('loading-indicator')).toBeNull();
    await advance(20);
    const early = progress();
    expect(early).toBeGreaterThan(0);
    await advance(LOADING_DURATION_MS);
    const later = progress();
    expect(later).toBeGreaterThan(early);
    expect(later).toBeLessThan(100);
    done();
    expect(progress()).toBe(100);
    await advance(500);
    expect(screen.queryByTestId('loading-indicator')).toBeNull();
  });

  it('stays while any of several pieces of work is pending', async () => {
    render(<LoadingIndicator />);
    const first = begin();
    const second = begin();
    await advance(300);
    first();
    await advance(600);
    expect(progress()).toBeLessThan(100);
    second();
    await advance(600);
    expect(screen.queryByTestId('loading-indicator')).toBeNull();
  });
});

describe('estimatedProgress', () => {
  it('rises, slows down and never reaches 100', () => {
    expect(estimatedProgress(0)).toBe(0);
    expect(estimatedProgress(LOADING_DURATION_MS)).toBeCloseTo(70.5, 0);
    expect(estimatedProgress(LOADING_DURATION_MS * 50)).toBeLessThan(100);
  });
});
