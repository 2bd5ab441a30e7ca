import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CATALOG_V1, producerDef } from '#domain/catalog';
import { newPlayer, type PlayerState } from '#domain/player';
import { createProducer } from '#domain/producer';
import { offlineTestData } from '../../data/testing.ts';
import { renderInShell } from '../../app/testing.tsx';
import { feedback } from '../../platform/index.ts';
import { BoostsScreen } from './boosts-screen.tsx';
import { waterMinutesLeft } from '#domain/boost';

vi.mock('../../platform/feedback.ts', () => ({ feedback: vi.fn() }));

const { client, db, seed, shown } = offlineTestData('boosts-screen-test');

function playerWith(changes: (player: PlayerState) => PlayerState): PlayerState {
  return changes(newPlayer(CATALOG_V1, Date.now() - 1000, false));
}

beforeEach(() => {
  vi.mocked(feedback).mockClear();
});

describe('BoostsScreen', () => {
  it('uses a held user boost: one fewer held, the countdown runs, the action is queued', async () => {
    await seed(
      playerWith((player) => ({
        ...player,
        boosts: player.boosts.map((boost) => (boost.type === 'user' ? { ...boost, amount: 2 } : boost)),
      })),
    );
    await renderInShell(<BoostsScreen />, { data: client });
    const card = await screen.findByTestId('boost-user');
    expect(within(card).getByTestId('boost-user-held').textContent).toBe('×2');
    fireEvent.click(within(card).getByTestId('use-user-boost'));
    await waitFor(() => {
      expect(within(card).getByTestId('boost-user-held').textContent).toBe('×1');
    });
    expect(await screen.findByTestId('user-boost-running')).toBeTruthy();
    expect(screen.getByTestId('boost-multiplier').textContent).toContain('×2');
    expect((await db.outbox.toArray()).map((entry) => entry.action)).toEqual([{ type: 'boost-use', boost: 'user' }]);
    expect(feedback).toHaveBeenCalledWith('upgrade');
  });

  it('turns the water on with water held and shows the 1.3 premium rate; refuses without water', async () => {
    await seed(playerWith((player) => ({ ...player, premium: true, waterBoost: { ...player.waterBoost, amount: 45 } })));
    await renderInShell(<BoostsScreen />, { data: client });
    const card = await screen.findByTestId('boost-water');
    expect(within(card).getByTestId('water-left').textContent).toBe('45 min of water');
    expect(card.textContent).toContain('×1.3');
    fireEvent.click(within(card).getByRole('switch', { name: 'Water boost' }));
    await waitFor(() => {
      expect(within(card).getByText('Watering')).toBeTruthy();
    });
    expect((await db.outbox.toArray()).map((entry) => entry.action)).toEqual([{ type: 'water-toggle', on: true }]);
    cleanup();

    await db.outbox.clear();
    await seed(playerWith((player) => player));
    await renderInShell(<BoostsScreen />, { data: client });
    const dry = await screen.findByTestId('boost-water');
    expect(dry.textContent).toContain('×1.2');
    fireEvent.click(within(dry).getByRole('switch', { name: 'Water boost' }));
    await waitFor(() => {
      expect(feedback).toHaveBeenCalledWith('refused');
    });
    expect(await db.outbox.count()).toBe(0);
  });

  it('completes an hour of a chosen producer with an insta boost', async () => {
    const beehive = producerDef(CATALOG_V1, 'beehive');
    if (beehive === undefined) throw new Error('the catalog has no beehive');
    await seed(
      playerWith((player) => ({
        ...player,
        producers: [...player.producers, createProducer(beehive, 1, player.createdAt)],
        boosts: player.boosts.map((boost) => (boost.type === 'insta' ? { ...boost, amount: 1 } : boost)),
      })),
    );
    await renderInShell(<BoostsScreen />, { data: client });
    fireEvent.click(await screen.findByTestId('use-insta-boost'));
    const dialog = await screen.findByRole('dialog', { name: 'Insta boost' });
    fireEvent.click(within(dialog).getByTestId('insta-beehive'));
    await waitFor(async () => {
      expect((await db.outbox.toArray()).map((entry) => entry.action)).toEqual([
        { type: 'boost-use', boost: 'insta', producerId: 'beehive', season: 'main' },
      ]);
    });
    // 60 min of a 1 min beehive: 60 cycles of 10 tokens (under its next level, so the windfall bound leaves the hour whole).
    const row = shown();
    expect(row?.view.resources[3]).toBe(60 * 10);
  });

  it('shows what an insta boost takes before the tap, the amount the rule then takes', async () => {
    const field = producerDef(CATALOG_V1, 'field');
    if (field === undefined) throw new Error('the catalog has no field');
    await seed(
      playerWith((player) => ({
        ...player,
        resources: [489, 0, 0, 0],
        producers: [...player.producers, createProducer(field, 1, player.createdAt)],
        boosts: player.boosts.map((boost) => (boost.type === 'insta' ? { ...boost, amount: 1 } : boost)),
      })),
    );
    await renderInShell(<BoostsScreen />, { data: client });
    fireEvent.click(await screen.findByTestId('use-insta-boost'));
    const dialog = await screen.findByRole('dialog', { name: 'Insta boost' });
    const trade = within(dialog).getByTestId('insta-trade-field');
    const shownCost = trade.textContent.match(/−(\d+)/u)?.[1];
    expect(shownCost).toBeDefined();
    fireEvent.click(within(dialog).getByTestId('insta-field'));
    await waitFor(async () => {
      expect(await db.outbox.count()).toBe(1);
    });
    expect(489 - (shown()?.view.resources[0] ?? 0)).toBe(Number(shownCost));
  });

  it('cuts an insta boost down to the next two purchases of what the producer makes', async () => {
    await seed(
      playerWith((player) => ({
        ...player,
        boosts: player.boosts.map((boost) => (boost.type === 'insta' ? { ...boost, amount: 1 } : boost)),
      })),
    );
    await renderInShell(<BoostsScreen />, { data: client });
    fireEvent.click(await screen.findByTestId('use-insta-boost'));
    const dialog = await screen.findByRole('dialog', { name: 'Insta boost' });
    fireEvent.click(within(dialog).getByTestId('insta-sprouter'));
    await waitFor(async () => {
      expect(await db.outbox.count()).toBe(1);
    });
    // An hour of the sprouter would be 720 cycles; the sprouter's level 2 (132 seeds) and the field
    // (150 seeds) together cost 282: 28 cycles of 10 on top of the 100 held.
    const row = shown();
    expect(row?.view.resources[0]).toBe(100 + 28 * 10);
  });
});

describe('waterMinutesLeft', () => {
  it('drains a minute per minute while on and reads 0 once dry', () => {
    const water = { amount: 10, inuse: true, premiumTimestamp: null, multiplier: 1.2, timestamp: 0 };
    expect(waterMinutesLeft(water, 0)).toBe(10);
    expect(waterMinutesLeft(water, 4.5 * 60_000)).toBe(6);
    expect(waterMinutesLeft(water, 11 * 60_000)).toBe(0);
    expect(waterMinutesLeft({ ...water, inuse: false }, 11 * 60_000)).toBe(10);
  });
});
