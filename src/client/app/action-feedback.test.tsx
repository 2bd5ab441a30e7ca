import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { newPlayer } from '#domain/player';
import { useGameAction } from '../data/index.ts';
import { offlineTestData } from '../data/testing.ts';
import { feedback } from '../platform/feedback.ts';
import { renderInShell } from './testing.tsx';

vi.mock('../platform/feedback.ts', () => ({ feedback: vi.fn() }));
const toasted = vi.hoisted(() => ({ success: vi.fn() }));
vi.mock('../ui/toast.ts', () => ({ toast: { success: toasted.success, error: vi.fn() } }));

const { db, seed } = offlineTestData('action-feedback-test');

/** Two buttons acting through the hook, as a screen does. */
function Actions() {
  const perform = useGameAction();
  return (
    <>
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
  await seed(newPlayer(Date.now() - 1000, false));
});

describe('a screen action', () => {
  it('plays its moment and toasts what it granted', async () => {
    await renderInShell(<Actions />);
    fireEvent.click(screen.getByRole('button', { name: 'check in' }));
    await waitFor(() => {
      expect(feedback).toHaveBeenCalledWith('reward');
    });
    expect(toasted.success).toHaveBeenCalledTimes(1);
    expect((await db.outbox.toArray()).map((entry) => entry.action)).toEqual([{ type: 'checkin' }]);
  });

  it('plays the refusal when the rules say no, and toasts nothing', async () => {
    await renderInShell(<Actions />);
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
});
