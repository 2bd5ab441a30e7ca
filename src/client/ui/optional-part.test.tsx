import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense, type ComponentType } from 'react';
import { activateLocale } from '../i18n/i18n.ts';
import { optionalPart } from './optional-part.ts';

beforeAll(async () => {
  await activateLocale('en-US');
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function Loaded({ label }: { label: string }) {
  return <p>{label}</p>;
}

/** The part as a screen mounts it: under a Suspense that shows nothing while its code loads. */
function shown(Part: ComponentType<{ label: string }>, label: string) {
  return (
    <Suspense fallback={null}>
      <Part label={label} />
    </Suspense>
  );
}

describe('optionalPart', () => {
  it('shows the part once its code loads after failures (a server restarting)', async () => {
    vi.useFakeTimers();
    let calls = 0;
    const Part = optionalPart(() => {
      calls += 1;
      return calls < 4 ? Promise.reject(new TypeError('Failed to fetch dynamically imported module')) : Promise.resolve(Loaded);
    }, 'a test part');
    render(shown(Part, 'ready'));
    // Tries again after 0.5, 1 and 2 s.
    await act(() => vi.advanceTimersByTimeAsync(3_600));
    expect(calls).toBe(4);
    await vi.waitFor(() => screen.getByText('ready'));
  });

  it('renders nothing after its tries fail, and tries again the next time it renders', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let online = false;
    let calls = 0;
    const Part = optionalPart(() => {
      calls += 1;
      return online ? Promise.resolve(Loaded) : Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    }, 'a test part');
    const view = render(shown(Part, 'first'));
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    // Not again and again while nothing renders it anew.
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(calls).toBe(6);
    expect(screen.queryByText('first')).toBeNull();
    expect(console.error).toHaveBeenCalledWith('a test part could not be loaded', expect.any(TypeError));
    online = true;
    view.rerender(shown(Part, 'again'));
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(calls).toBe(7);
    await vi.waitFor(() => screen.getByText('again'));
  });
});
