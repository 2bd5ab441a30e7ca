import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { toast } from 'react-hot-toast';
import { AppToaster } from './toaster.tsx';
import { renderInShell } from './testing.tsx';

/** The notification area react-hot-toast draws. */
function area(): HTMLElement {
  const found = document.querySelector<HTMLElement>('[data-rht-toaster]');
  if (found === null) throw new Error('no notification area');
  return found;
}

/** Whether the toast holding `text` is shown: the library keeps a dismissed one a moment, without its active class. */
function shown(text: string): boolean {
  const wrapper = [...area().children].find((child) => child.textContent.includes(text));
  return wrapper !== undefined && wrapper.className !== '';
}

async function advance(ms: number): Promise<void> {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

beforeEach(async () => {
  // jsdom has no media queries; the library asks whether the player prefers reduced motion.
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
  await renderInShell(<AppToaster />);
  vi.useFakeTimers();
});

afterEach(() => {
  act(() => {
    toast.remove();
  });
  vi.useRealTimers();
  vi.unstubAllGlobals();
  cleanup();
});

describe('the notification area', () => {
  it('keeps a notification 5 s, not a moment less, then lets it go', async () => {
    act(() => {
      toast.error('The barn is full');
    });
    await advance(4_999);
    expect(shown('The barn is full')).toBe(true);
    await advance(1);
    expect(shown('The barn is full')).toBe(false);
  });

  it('draws a progress bar that runs for the notification’s 5 s, and a close button that dismisses it', async () => {
    act(() => {
      toast.success('Harvested');
    });
    const bar = area().querySelector<HTMLElement>('[aria-hidden="true"][style*="animation-duration"]');
    expect(bar?.style.animationDuration).toBe('5000ms');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    await advance(0);
    expect(shown('Harvested')).toBe(false);
  });

  it('pauses while the pointer is over it, and runs out the rest of its time after', async () => {
    act(() => {
      toast('A new friend joined');
    });
    await advance(3_000);
    fireEvent.mouseEnter(area());
    await advance(20_000);
    expect(shown('A new friend joined')).toBe(true);
    fireEvent.mouseLeave(area());
    await advance(1_999);
    expect(shown('A new friend joined')).toBe(true);
    await advance(1);
    expect(shown('A new friend joined')).toBe(false);
  });
});
