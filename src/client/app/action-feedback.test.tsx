import { CATALOG_V1 } from '#domain/catalog';
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { newPlayer } from '#domain/player';
import { useGameAction } from '../data/index.ts';
import { offlineTestData } from '../data/testing.ts';
import { feedback } from '../platform/feedback.ts';
import { ActionFeedback } from './action-feedback.tsx';
import { keepEarlyFeedback } from './early-feedback.ts';
import { renderInShell } from './testing.tsx';

vi.mock('../platform/feedback.ts', () => ({ feedback: vi.fn() }));
const toasted = vi.hoisted(() => ({ success: vi.fn() }));
vi.mock('../ui/toast.ts', () => ({ toast: { success: toasted.success, error: vi.fn() } }));

const { client, db, seed } = offlineTestData('action-feedback-test');

/** Buttons acting through the hook, as a screen does. */
function Actions() {
  const perform = useGameAction();
  return (
    <>
      <button
        type="button"
        onClick={() =>
          void perform({ type: 'producer-collect', producerId: 'sprouter', season: 'main' }, { moment: 'collect', announce: true })
        }
      >
        collect
      </button>
      <button type="button" onClick={() => void perform({ type: 'checkin' }, { moment: 'reward', announce: true })}>
        check in
      </button>
      <button type="button" onClick={() => void perform({ type: 'checkin' }, { moment: 'reward' })}>
        check in quietly
      </button>
    </>
  );
}

beforeEach(async () => {
  vi.mocked(feedback).mockClear();
  toasted.success.mockClear();
  await seed(newPlayer(CATALOG_V1, Date.now() - 1000, false));
});

describe('a screen action', () => {
  it('does not toast a harvest: its seeds fly into their balance instead', async () => {
    const player = newPlayer(CATALOG_V1, Date.now() - 60_000, false);
    await seed({ ...player, producers: player.producers.map((producer) => ({ ...producer, cycle_started_at: Date.now() - 30_000 })) });
    await renderInShell(<Actions />, { data: client });
    fireEvent.click(screen.getByRole('button', { name: 'collect' }));
    await waitFor(() => {
      expect(feedback).toHaveBeenCalledWith('collect');
    });
    expect(toasted.success).not.toHaveBeenCalled();
    expect((await db.outbox.toArray()).map((entry) => entry.action.type)).toEqual(['producer-collect']);
  });

  it('plays its moment and toasts what it granted', async () => {
    await renderInShell(<Actions />, { data: client });
    fireEvent.click(screen.getByRole('button', { name: 'check in' }));
    await waitFor(() => {
      expect(feedback).toHaveBeenCalledWith('reward');
    });
    expect(toasted.success).toHaveBeenCalledTimes(1);
    expect((await db.outbox.toArray()).map((entry) => entry.action)).toEqual([{ type: 'checkin' }]);
  });

  it('plays the refusal when the rules say no, and toasts nothing', async () => {
    await renderInShell(<Actions />, { data: client });
    fireEvent.click(screen.getByRole('button', { name: 'check in' }));
    await waitFor(() => {
      expect(feedback).toHaveBeenCalledWith('reward');
    });
    // Checked in already today: the second is refused before it is queued.
    fireEvent.click(screen.getByRole('button', { name: 'check in quietly' }));
    await waitFor(() => {
      expect(feedback).toHaveBeenLastCalledWith('refused');
    });
    expect(toasted.success).toHaveBeenCalledTimes(1);
    expect(await db.outbox.count()).toBe(1);
  });

  it('feels and shows what was announced before its code had loaded, once', async () => {
    const early = keepEarlyFeedback(client.events);
    const granted = [{ type: 'spin' as const, amount: 1 }];
    // A check-in tapped while the feedback's chunk was still on its way.
    client.events.emit('action-performed', { type: 'checkin', applied: true, moment: 'reward', granted, announce: true });
    expect(toasted.success).not.toHaveBeenCalled();
    await renderInShell(<ActionFeedback early={early} />, { data: client });
    expect(feedback).toHaveBeenCalledWith('reward');
    expect(toasted.success).toHaveBeenCalledTimes(1);
    // Handed over once: the next announcement is heard by the feedback itself, not kept again.
    expect(early.take()).toEqual([]);
  });

  it('shows a prize the server drew while no screen waited for it, once', async () => {
    await renderInShell(<Actions />, { data: client });
    const granted = [{ type: 'spin' as const, amount: 1 }];
    const result = {
      type: 'spin' as const,
      season: 'main' as const,
      granted,
      spent: [0, 0, 0, 0] as [number, number, number, number],
      slot: 2,
      card: null,
      cycles: 0,
      unpicked: [],
      tokensCredited: 0,
    };
    act(() => {
      client.events.emit('prize-arrived', { key: 'k1', type: 'spin', result });
    });
    expect(feedback).toHaveBeenCalledWith('reward');
    expect(toasted.success).toHaveBeenCalledTimes(1);
  });
});
