import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { offlineTestData } from '../data/testing.ts';
import { ConnectionStatus, SAVED_SHOWN_MS } from './connection-status.tsx';
import { DataGate } from './data-effects.tsx';
import { renderInShell } from './testing.tsx';

const shown = vi.hoisted(() => ({ errors: [] as unknown[] }));
vi.mock('../ui/toast.ts', () => ({
  toast: {
    error: (text: unknown) => {
      shown.errors.push(text);
    },
    success: () => undefined,
  },
}));

const { client, db, reload } = offlineTestData('connection-status-test');

function setOnline(online: boolean): void {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

let keys = 0;

async function queue(count: number): Promise<void> {
  for (let index = 0; index < count; index += 1)
    await db.outbox.add({
      key: `k${String((keys += 1))}`,
      seasonType: 'main',
      action: { type: 'spin' },
      at: 0,
      attempts: 0,
      malformed: 0,
      nextAttemptAt: 0,
    });
  // Written behind the game store's back: it reads the outbox again, as at a page's start.
  await reload();
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('ConnectionStatus', () => {
  it('shows nothing while online with nothing waiting', async () => {
    setOnline(true);
    await renderInShell(<ConnectionStatus />, { data: client });
    await act(() => Promise.resolve());
    expect(screen.queryByTestId('connection-status')).toBeNull();
  });

  it('says offline with the moves waiting, in the plural form of the language', async () => {
    await renderInShell(<ConnectionStatus />, { data: client });
    act(() => {
      setOnline(false);
    });
    expect((await screen.findByTestId('connection-status')).textContent).toBe('Offline');
    await queue(1);
    await waitFor(() => {
      expect(screen.getByTestId('connection-status').textContent).toBe('Offline · 1 move waiting');
    });
    await queue(12);
    await waitFor(() => {
      expect(screen.getByTestId('connection-status').textContent).toBe('Offline · 13 moves waiting');
    });
    expect(document.documentElement.hasAttribute('data-connection-status')).toBe(true);
  });

  it('says saving while online moves wait, then "all saved" for a moment once confirmed', async () => {
    setOnline(true);
    await queue(3);
    await renderInShell(<ConnectionStatus />, { locale: 'ru', data: client });
    await waitFor(() => {
      expect(screen.getByTestId('connection-status').textContent).toBe('Сохраняем · 3 хода ждут');
    });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await db.outbox.clear();
    await reload();
    act(() => {
      client.events.emit('outbox-drained', { confirmed: 3 });
    });
    await vi.waitFor(() => {
      expect(screen.getByTestId('connection-status').textContent).toBe('Всё сохранено');
    });
    act(() => {
      vi.advanceTimersByTime(SAVED_SHOWN_MS);
    });
    expect(screen.queryByTestId('connection-status')).toBeNull();
    expect(document.documentElement.hasAttribute('data-connection-status')).toBe(false);
  });
});

describe('DataGate', () => {
  it('tells what a refused queued move undid and why, once', async () => {
    await renderInShell(
      <DataGate>
        <p>game</p>
      </DataGate>,
      { data: client },
    );
    act(() => {
      const events = client.events;
      events.emit('action-refused', { type: 'producer-upgrade', reason: 'NOT_ENOUGH_RESOURCES', key: 'k1' });
      events.emit('toast', { message: 'Not enough resources', reason: 'NOT_ENOUGH_RESOURCES', source: 'action:producer-upgrade' });
    });
    // The failure texts load with the first failure (src/client/i18n/failure-texts.ts).
    await waitFor(() => {
      expect(shown.errors).toEqual(['Undone: an upgrade. Not enough resources']);
    });
  });
});
