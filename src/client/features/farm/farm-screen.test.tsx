import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { abbreviate } from '#domain/abbreviate';
import { CATALOG_V1, OFFLINE_CAP_MS, producerDef, START_RESOURCES } from '#domain/catalog';
import { applyAction } from '#domain/actions';
import { newPlayer } from '#domain/player';
import { createProducer } from '#domain/producer';
import { MINUTE } from '#domain/time';
import { offlineTestData } from '../../data/testing.ts';
import { renderInShell } from '../../app/testing.tsx';
import { feedback } from '../../platform/index.ts';
import { FarmScreen } from './farm-screen.tsx';

vi.mock('../../platform/feedback.ts', () => ({ feedback: vi.fn() }));

const { client, db, seed, actions } = offlineTestData('farm-screen-test');

beforeEach(() => {
  vi.mocked(feedback).mockClear();
});

describe('FarmScreen', () => {
  it('says it is loading before any snapshot is stored', async () => {
    await renderInShell(<FarmScreen />, { data: client });
    expect(await screen.findByText('Loading your farm…')).toBeTruthy();
  });

  it('shows the cached numbers in the resource bar and starts a producer through the outbox', async () => {
    await seed(newPlayer(CATALOG_V1, Date.now(), false));
    await renderInShell(<FarmScreen banner={<p>banner</p>} />, { data: client });
    await waitFor(() => {
      expect(screen.getByTestId('resource-seed').textContent).toBe(abbreviate(START_RESOURCES[0]));
    });
    expect(screen.getByTestId('resource-yield').textContent).toBe('0');
    expect(screen.getByTestId('resource-fertilize').textContent).toBe('0');
    expect(screen.getByTestId('resource-token').textContent).toBe('0');
    expect(screen.getByText('banner')).toBeTruthy();
    // The farm below the numbers renders a moment later (a deferred render).
    expect(await screen.findByText('Seed Sprouter')).toBeTruthy();
    fireEvent.click(screen.getByTestId('start-sprouter'));
    const collect = await screen.findByTestId('collect-sprouter');
    expect(collect.hasAttribute('disabled')).toBe(true);
    expect(await actions()).toEqual([{ type: 'producer-start', producerId: 'sprouter', season: 'main' }]);
    expect(feedback).toHaveBeenCalledWith('tap');
  });

  it('names the next goal and moves it on as the player does it', async () => {
    await seed(newPlayer(CATALOG_V1, Date.now(), false));
    await renderInShell(<FarmScreen />, { data: client });
    const goal = await screen.findByTestId('next-goal');
    expect(goal.getAttribute('data-goal')).toBe('start:sprouter');
    expect(within(goal).getByText('Tap Start on Seed Sprouter')).toBeTruthy();
    // The field is out of reach: its card says what is missing (its price less the seeds held).
    const field = producerDef(CATALOG_V1, 'field');
    expect(screen.getByTestId('need-field').textContent).toContain(String((field?.cost[0] ?? 0) - START_RESOURCES[0]));
    fireEvent.click(screen.getByTestId('start-sprouter'));
    await waitFor(() => {
      expect(screen.getByTestId('next-goal').getAttribute('data-goal')).toBe('collect:sprouter');
    });
    expect(within(screen.getByTestId('next-goal')).getByText('Seed Sprouter is working: collect when the bar is full')).toBeTruthy();
  });

  it('collects a finished cycle: the seeds go up at once', async () => {
    const now = Date.now();
    const player = newPlayer(CATALOG_V1, now - 60_000, false);
    await seed({ ...player, producers: player.producers.map((producer) => ({ ...producer, cycle_started_at: now - 10_000 })) });
    await renderInShell(<FarmScreen />, { data: client });
    const collect = await screen.findByTestId('collect-sprouter');
    await waitFor(() => {
      expect(collect.hasAttribute('disabled')).toBe(false);
    });
    fireEvent.click(collect);
    await waitFor(() => {
      expect(screen.getByTestId('resource-seed').textContent).toBe('110');
    });
    expect(await actions()).toEqual([{ type: 'producer-collect', producerId: 'sprouter', season: 'main' }]);
    expect(feedback).toHaveBeenCalledWith('collect');
  });

  it('upgrades with the next level’s cost and shows the faster interval; buys the next producer', async () => {
    const player = newPlayer(CATALOG_V1, Date.now() - 1000, false);
    await seed({ ...player, resources: [1000, 0, 0, 0] });
    await renderInShell(<FarmScreen />, { data: client });
    const upgrade = await screen.findByTestId('upgrade-sprouter');
    expect(upgrade.textContent).toContain('Level 2');
    expect(upgrade.textContent).toContain('132');
    expect(upgrade.textContent).toContain('5s → 4.8s');
    fireEvent.click(upgrade);
    await waitFor(() => {
      expect(screen.getByTestId('level-sprouter').textContent).toBe('Lv 2');
    });
    const field = screen.getByTestId('next-field');
    expect(field.textContent).toContain('Wheat Field');
    fireEvent.click(within(field).getByTestId('buy-field'));
    expect(await screen.findByTestId('producer-field')).toBeTruthy();
    expect(await screen.findByTestId('next-compost')).toBeTruthy();
    expect(await actions()).toEqual([
      { type: 'producer-upgrade', producerId: 'sprouter', season: 'main' },
      { type: 'producer-buy', producerId: 'field', season: 'main' },
    ]);
    await waitFor(() => {
      expect(screen.getByTestId('resource-seed').textContent).toBe(String(1000 - 132 - 150));
    });
  });

  it('shows the new level and price right after a tap, so a quick second tap never pays the stale price', async () => {
    const player = newPlayer(CATALOG_V1, Date.now() - 1000, false);
    const upgrade = { type: 'producer-upgrade' as const, producerId: 'sprouter', season: 'main' as const };
    const once = applyAction({ ...player, resources: [1000, 0, 0, 0] }, upgrade, {
      catalog: CATALOG_V1,
      now: Date.now(),
      rng: () => 0,
      facts: { friendsInvited: 0, channelMember: false },
    });
    if (!once.ok) throw new Error(once.reason);
    const secondPrice = once.value.state.producers[0]?.next_level?.amounts[0] ?? 0;
    // Enough for the first level and a little short of the second one's price.
    await seed({ ...player, resources: [132 + secondPrice - 1, 0, 0, 0] });
    await renderInShell(<FarmScreen />, { data: client });
    const button = await screen.findByTestId('upgrade-sprouter');
    expect(button.textContent).toContain('Level 2');
    fireEvent.click(button);
    // No waiting: the render that follows the tap already shows the next level and its price.
    expect(screen.getByTestId('upgrade-sprouter').textContent).toContain('Level 3');
    expect(screen.getByTestId('upgrade-sprouter').textContent).toContain(String(secondPrice));
    expect(screen.getByTestId('level-sprouter').textContent).toBe('Lv 2');
    fireEvent.click(screen.getByTestId('upgrade-sprouter'));
    await waitFor(() => {
      expect(feedback).toHaveBeenCalledWith('refused');
    });
    expect(await actions()).toEqual([upgrade]);
    await waitFor(() => {
      expect(screen.getByTestId('resource-seed').textContent).toBe(String(secondPrice - 1));
    });
  });

  it('refuses an upgrade the player cannot pay, and says so with the refusal feedback', async () => {
    await seed(newPlayer(CATALOG_V1, Date.now() - 1000, false));
    await renderInShell(<FarmScreen />, { data: client });
    fireEvent.click(await screen.findByTestId('upgrade-sprouter'));
    await waitFor(() => {
      expect(feedback).toHaveBeenCalledWith('refused');
    });
    expect(await actions()).toEqual([]);
  });

  it('drives the tractor across the farm when it is due; a tap claims it', async () => {
    const now = Date.now();
    await seed(newPlayer(CATALOG_V1, now - 60 * MINUTE, false));
    // The game was opened a minute ago: the tractor came 30 s after.
    await db.meta.put({ key: 'openedAt', value: now - MINUTE });
    await renderInShell(<FarmScreen />, { data: client });
    fireEvent.click(await screen.findByTestId('tractor'));
    await waitFor(async () => {
      expect(await actions()).toEqual([{ type: 'event-trigger', event: 'TRACTOR' }]);
    });
    expect(feedback).toHaveBeenCalledWith('reward');
    await waitFor(() => {
      expect(screen.getByTestId('resource-yield').textContent).toBe('30');
    });
  });

  it('says "storage full" past the offline cap', async () => {
    const now = Date.now();
    const player = newPlayer(CATALOG_V1, now - OFFLINE_CAP_MS - 60_000, false);
    await seed(player);
    await renderInShell(<FarmScreen />, { data: client });
    expect((await screen.findByTestId('storage-full')).textContent).toBe('Storage full: production paused');
  });

  it('says what a level gives in the card’s own numbers: more per cycle past the floor, "limited by supply" while inputs run short', async () => {
    const now = Date.now() - 1000;
    const level = (id: string, at: number) => {
      const def = producerDef(CATALOG_V1, id);
      if (def === undefined) throw new Error(id);
      return createProducer(def, at, now);
    };
    // The sprouter is at the 1 s floor; the field waits on its seeds, its cycle stretched past its own 1.1 s.
    await seed({
      ...newPlayer(CATALOG_V1, now, false),
      resources: [1e6, 1e6, 0, 0],
      producers: [level('sprouter', 30), level('field', 25)],
    });
    await renderInShell(<FarmScreen />, { data: client });
    expect((await screen.findByTestId('upgrade-gain-sprouter')).textContent).toBe('+300 Seed → +310 Seed');
    expect(screen.getByTestId('upgrade-gain-field').textContent).toBe('Limited by supply');
    expect(screen.getByTestId('producer-field').textContent).not.toContain('1.1s');
  });
});
