import { CATALOG_V1 } from '#domain/catalog';
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act as reactAct, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HOUR } from '#domain/time';
import { newPlayer } from '#domain/player';
import { startEventSeason } from '#domain/seasons';
import { offlineTestData } from '../../data/testing.ts';
import { renderInShell } from '../../app/testing.tsx';
import { feedback } from '../../platform/index.ts';
import { AdCards } from './ad-cards.tsx';
import { createDevAdProvider, type AdProvider } from './ad-provider.ts';
import { DevAdScreen } from './dev-ad-screen.tsx';
import { EventsScreen } from './events-screen.tsx';

vi.mock('../../platform/feedback.ts', () => ({ feedback: vi.fn() }));

// The screen's data client, offline: the server's answer to a card turn is played by the test as
// the outbox's flush hands it over (`answer`).
const { client, db, seed, shown, answer } = offlineTestData('events-screen-test');

/** What a snapshot says while the event season runs (the producer to buy next is the rules' own). */
const eventRunning = { eventRunning: true };

beforeEach(() => {
  vi.mocked(feedback).mockClear();
});

describe('the card event', () => {
  it('turns one card and shows the prize the server drew, then waits four hours', async () => {
    await seed(newPlayer(CATALOG_V1, Date.now() - 1000, false));
    const granted = [{ type: 'spin' as const, amount: 2 }];
    await renderInShell(<EventsScreen />, { data: client });
    fireEvent.click(await screen.findByTestId('card-1'));
    let key: string | undefined;
    await waitFor(async () => {
      const outbox = await db.outbox.toArray();
      expect(outbox.map((entry) => entry.action)).toEqual([{ type: 'card-turn', card: 1 }]);
      key = outbox[0]?.key;
    });
    // The server's draw, under the key of the turn the outbox holds: the one the screen waits for.
    await answer(key ?? '', {
      ok: true,
      result: {
        type: 'card-turn',
        season: 'main',
        granted,
        spent: [0, 0, 0, 0],
        slot: null,
        card: 1,
        unpicked: [
          { type: 'boost', boost: 'user', amount: 1 },
          { type: 'spin', amount: 5 },
        ],
        cycles: 0,
        tokensCredited: 0,
      },
    });
    const prize = await screen.findByTestId('card-prize');
    await waitFor(() => {
      expect(within(prize).getByRole('img', { name: '2 × spin' })).toBeTruthy();
    });
    // Answered: the turn has left the outbox.
    expect(await db.outbox.count()).toBe(0);
    expect(screen.getByTestId<HTMLButtonElement>('card-0').disabled).toBe(true);
    // The two cards not picked turn after it, with what the server says lay under them (card order).
    await waitFor(() => {
      expect(screen.getAllByTestId('card-unpicked')).toHaveLength(2);
    });
    expect(within(screen.getByTestId('card-0')).getByText('Not picked')).toBeTruthy();
    expect(within(screen.getByTestId('card-2')).getByRole('img', { name: '5 × spin' })).toBeTruthy();
    // Which figure is which: the cards turned today, and the time to the next one.
    expect(screen.getByTestId('card-count').textContent).toBe('1 of 6');
    expect(screen.getByTestId('card-next').textContent).toMatch(/^Next card(3:59:5\d|4:00:0\d)$/);
    expect(feedback).toHaveBeenCalledWith('reward');
  });

  it('shows the event season with its own producers and the next one to buy', async () => {
    const player = startEventSeason(CATALOG_V1, newPlayer(CATALOG_V1, Date.now() - 1000, false), 'harvest-2025', Date.now() - 1000);
    await seed(player, { extras: eventRunning });
    await renderInShell(<EventsScreen />, { data: client });
    const season = await screen.findByTestId('event-season');
    expect(within(season).getByTestId('producer-event-pumpkin-sprouter')).toBeTruthy();
    expect(within(season).getByTestId('next-event-pumpkin-patch')).toBeTruthy();
    expect(within(season).getByText('Pumpkin Festival')).toBeTruthy();
    // The ladder is shown from the start, nothing claimable yet.
    expect(within(season).getByTestId('ladder-step-0').getAttribute('data-state')).toBe('locked');
    fireEvent.click(within(season).getByTestId('start-event-pumpkin-sprouter'));
    await waitFor(async () => {
      expect((await db.outbox.toArray()).map((entry) => entry.action)).toEqual([
        { type: 'producer-start', producerId: 'event-pumpkin-sprouter', season: 'event' },
      ]);
    });
  });

  it('claims a reached step of the festival ladder', async () => {
    const joined = startEventSeason(CATALOG_V1, newPlayer(CATALOG_V1, Date.now() - 1000, false), 'event-1', Date.now() - 1000);
    await seed({ ...joined, resourcesEvent: [0, 0, 0, 45] }, { extras: eventRunning });
    await renderInShell(<EventsScreen />, { data: client });
    const ladder = await screen.findByTestId('event-ladder');
    expect(within(ladder).getByTestId('ladder-step-1').getAttribute('data-state')).toBe('ready');
    expect(within(ladder).getByTestId('ladder-step-2').getAttribute('data-state')).toBe('locked');
    fireEvent.click(within(within(ladder).getByTestId('ladder-step-1')).getByRole('button'));
    await waitFor(async () => {
      expect((await db.outbox.toArray()).map((entry) => entry.action)).toEqual([{ type: 'event-ladder-claim', step: 1 }]);
    });
    await waitFor(() => {
      expect(within(ladder).getByTestId('ladder-step-1').getAttribute('data-state')).toBe('claimed');
    });
  });

  it('says when no event season runs', async () => {
    await seed(newPlayer(CATALOG_V1, Date.now() - 1000, false));
    await renderInShell(<EventsScreen />, { data: client });
    expect(await screen.findByTestId('no-event')).toBeTruthy();
  });
});

describe('the reward cards', () => {
  it('claims a card with the server’s ad-view token after the ad was watched, then shows its cooldown', async () => {
    vi.spyOn(client, 'startAdView').mockResolvedValueOnce('view-token');
    const player = newPlayer(CATALOG_V1, Date.now() - 1000, false);
    await seed(player);
    const show = vi.fn(() => Promise.resolve('completed' as const));
    const provider: AdProvider = { show };
    await renderInShell(<AdCards view={player} now={Date.now()} provider={provider} />, { data: client });
    fireEvent.click(screen.getByTestId('watch-water'));
    await waitFor(async () => {
      expect((await db.outbox.toArray()).map((entry) => entry.action)).toEqual([
        { type: 'ad-card-claim', card: 'water', adView: 'view-token' },
      ]);
    });
    expect(show).toHaveBeenCalledWith('water');
    const row = shown();
    if (!row) throw new Error('no snapshot');
    cleanup();
    await renderInShell(<AdCards view={row.view} now={Date.now()} provider={provider} />, { data: client });
    expect(within(screen.getByTestId('ad-card-water')).queryByTestId('watch-water')).toBeNull();
    expect(screen.getByTestId('ad-card-water').textContent).toMatch(/(0:59:5\d|1:00:0\d)/);
    expect(row.view.adCards.water.nextAvailableAt).toBeGreaterThanOrEqual(Date.now() + HOUR - 5000);
  });

  it('shows no ad and queues no claim without a token (offline)', async () => {
    await seed(newPlayer(CATALOG_V1, Date.now() - 1000, false));
    const show = vi.fn(() => Promise.resolve('completed' as const));
    await renderInShell(<AdCards view={newPlayer(CATALOG_V1, Date.now() - 1000, false)} now={Date.now()} provider={{ show }} />, {
      data: client,
    });
    fireEvent.click(screen.getByTestId('watch-spin'));
    await waitFor(() => {
      expect(feedback).toHaveBeenCalledWith('warning');
    });
    expect(show).not.toHaveBeenCalled();
    expect(await db.outbox.count()).toBe(0);
  });

  it('gives no card when the ad is closed early', async () => {
    vi.spyOn(client, 'startAdView').mockResolvedValueOnce('view-token');
    await seed(newPlayer(CATALOG_V1, Date.now() - 1000, false));
    const provider: AdProvider = { show: () => Promise.resolve('skipped') };
    await renderInShell(<AdCards view={newPlayer(CATALOG_V1, Date.now() - 1000, false)} now={Date.now()} provider={provider} />, {
      data: client,
    });
    fireEvent.click(screen.getByTestId('watch-spin'));
    await waitFor(() => {
      expect(feedback).toHaveBeenCalledWith('warning');
    });
    expect(await db.outbox.count()).toBe(0);
  });
});

describe('the development ad provider', () => {
  it('shows a countdown screen and completes when it reaches zero', async () => {
    const provider = createDevAdProvider(1200);
    await renderInShell(<DevAdScreen provider={provider} />, { data: client });
    expect(screen.queryByTestId('dev-ad')).toBeNull();
    let shown: Promise<string> | undefined;
    reactAct(() => {
      shown = provider.show('spin');
    });
    expect(await screen.findByTestId('dev-ad')).toBeTruthy();
    expect(screen.getByTestId('dev-ad-seconds').textContent).toBe('2');
    await expect(shown).resolves.toBe('completed');
    await waitFor(() => {
      expect(screen.queryByTestId('dev-ad')).toBeNull();
    });
  });

  it('resolves skipped when closed early, and serves one ad at a time', async () => {
    const provider = createDevAdProvider(60_000);
    const first = provider.show('user');
    await expect(provider.show('insta')).resolves.toBe('unavailable');
    provider.skip();
    await expect(first).resolves.toBe('skipped');
    expect(provider.current()).toBeNull();
  });
});
