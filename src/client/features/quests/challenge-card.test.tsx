import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { CATALOG_V1 } from '#domain/catalog';
import { challengeFor } from '#domain/daily-challenge';
import { newPlayer } from '#domain/player';
import { utcDay } from '#domain/time';
import { offlineTestData } from '../../data/testing.ts';
import { renderInShell } from '../../app/testing.tsx';
import { QuestsScreen } from './quests-screen.tsx';

vi.mock('../../platform/feedback.ts', () => ({ feedback: vi.fn() }));
vi.mock('../../platform/telegram/index.ts', () => ({ openTelegramLink: vi.fn(), openExternalLink: vi.fn() }));

const { client, seed, actions } = offlineTestData('challenge-card-test');

describe('the daily challenge card', () => {
  it('shows today’s tasks with their progress, and claims once all are done', async () => {
    const now = Date.now() - 1000;
    const day = utcDay(now);
    const tasks = challengeFor(day);
    const counts = { upgrade: 0, tractor: 0, spin: 0, card: 0 };
    for (const task of tasks) counts[task.kind] = task.target;
    const [first] = tasks;
    if (first === undefined) throw new Error('no task');
    counts[first.kind] = first.target - 1;
    await seed({ ...newPlayer(CATALOG_V1, now, false), daily: { day, counts, claimedDay: null } });
    const view = await renderInShell(<QuestsScreen />, { data: client });
    const claim = await screen.findByTestId('challenge-claim');
    expect(screen.getByTestId(`challenge-task-${first.kind}`).getAttribute('data-done')).toBe(String(first.target - 1));
    expect((claim as HTMLButtonElement).disabled).toBe(true);
    view.unmount();

    await seed({
      ...newPlayer(CATALOG_V1, now, false),
      daily: { day, counts: { ...counts, [first.kind]: first.target }, claimedDay: null },
    });
    await renderInShell(<QuestsScreen />, { data: client });
    const ready = await screen.findByTestId('challenge-claim');
    await waitFor(() => {
      expect((ready as HTMLButtonElement).disabled).toBe(false);
    });
    fireEvent.click(ready);
    await waitFor(async () => {
      expect(await actions()).toEqual([{ type: 'challenge-claim' }]);
    });
    await waitFor(() => {
      expect(screen.getByTestId('challenge-claim').textContent).toBe('Done for today');
    });
  });
});
