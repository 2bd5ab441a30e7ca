import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { ErrorScreen } from './error-screen.tsx';
import { DEFAULT_CHANNEL_URL } from './config.ts';
import { renderInShell } from './testing.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('ErrorScreen', () => {
  it('shows the large status code and the message', async () => {
    await renderInShell(<ErrorScreen status={503} message="The barn is closed" />, { path: '/shop' });
    expect(screen.getByTestId('error-status').textContent).toBe('503');
    expect(screen.getByTestId('error-message').textContent).toBe('The barn is closed');
    expect(screen.getByRole('alert')).toBeTruthy();
  });

  it('retries by going to the home route and calling onRetry', async () => {
    const onRetry = vi.fn();
    const view = await renderInShell(<ErrorScreen status={500} message="Boom" onRetry={onRetry} />, { path: '/shop' });
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(view.history.at(-1)).toBe('/');
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('links to the configured channel with a link labelled Telegram', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    await renderInShell(<ErrorScreen status={500} message="Boom" />);
    const link = screen.getByRole('link', { name: 'Telegram' });
    expect(link.getAttribute('href')).toBe(DEFAULT_CHANNEL_URL);
    fireEvent.click(link);
    // Outside Telegram the t.me link opens in a new tab instead of replacing the game.
    expect(open).toHaveBeenCalledWith(DEFAULT_CHANNEL_URL, '_blank', 'noopener');
  });

  it('speaks the player language', async () => {
    await renderInShell(<ErrorScreen status={500} message="…" />, { locale: 'es' });
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeTruthy();
  });
});
