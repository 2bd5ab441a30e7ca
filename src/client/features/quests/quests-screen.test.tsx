import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CATALOG_V1, FOLLOW_QUEST_DELAY_MS } from '#domain/catalog';
import { newPlayer, type PlayerState } from '#domain/player';
import { createProducer } from '#domain/producer';
import { producerDef } from '#domain/catalog';
import { offlineTestData } from '../../data/testing.ts';
import { renderInShell } from '../../app/testing.tsx';
import { openExternalLink } from '../../platform/index.ts';
import { questRows } from './quest-state.ts';
import { QuestsScreen } from './quests-screen.tsx';
import { useQuestsWaiting } from './quests-waiting.ts';

vi.mock('../../platform/feedback.ts', () => ({ feedback: vi.fn() }));
vi.mock('../../platform/telegram/index.ts', () => ({ openTelegramLink: vi.fn(), openExternalLink: vi.fn() }));

const { client, seed, shown, actions } = offlineTestData('quests-screen-test');

/** The menu's counter of this screen, as the bottom bar reads it. */
function MenuCount() {
  return <span data-testid="menu-count">{useQuestsWaiting()}</span>;
}

function withField(player: PlayerState): PlayerState {
  const field = producerDef(CATALOG_V1, 'field');
  if (!field) throw new Error('no field in the catalog');
  return { ...player, producers: [...player.producers, createProducer(field, 1, player.createdAt)] };
}

describe('QuestsScreen', () => {
  it('claims in one tap a quest already met, listed first, and moves it last once done', async () => {
    await seed(withField(newPlayer(CATALOG_V1, Date.now() - 1000, false)));
    await renderInShell(<QuestsScreen />, { data: client });
    const quest = await screen.findByTestId('quest-own-field');
    expect(quest.getAttribute('data-status')).toBe('NONE');
    const ids = () => screen.getAllByTestId(/^quest-/).map((element) => element.getAttribute('data-testid'));
    expect(ids()[0]).toBe('quest-own-field');
    expect(within(quest).queryByTestId('take-own-field')).toBeNull();
    fireEvent.click(within(quest).getByTestId('claim-own-field'));
    await waitFor(() => {
      expect(screen.getByTestId('quest-own-field').getAttribute('data-status')).toBe('COMPLETED');
    });
    // The stored rows of the take and the claim arrive one after the other: the list settles on the claim's.
    await waitFor(() => {
      expect(ids().at(-1)).toBe('quest-own-field');
    });
    expect(await actions()).toEqual([
      { type: 'quest-take', questId: 'own-field' },
      { type: 'quest-claim', questId: 'own-field' },
    ]);
    const row = shown();
    expect(row?.view.resources[3]).toBe(20);
  });

  it('counts on the screen and on the menu counter only what the player can claim now', async () => {
    await seed(withField(newPlayer(CATALOG_V1, Date.now() - 1000, false)));
    await renderInShell(
      <>
        <MenuCount />
        <QuestsScreen />
      </>,
      { data: client },
    );
    // Owning a field is met; invites and follows wait on the world outside, so they are not counted.
    await waitFor(() => {
      expect(screen.getByTestId('quests-to-claim').textContent).toBe('1');
    });
    expect(screen.getByTestId('menu-count').textContent).toBe('1');
    expect(screen.getByTestId('stage-of-own-field').textContent).toBe('Ready to claim');
    fireEvent.click(screen.getByTestId('take-reach-level-10'));
    await waitFor(() => {
      expect(screen.getByTestId('stage-of-reach-level-10').textContent).toBe('In progress');
    });
    expect(within(screen.getByTestId('quest-reach-level-10')).getByRole('progressbar')).toBeTruthy();
    expect(screen.getByTestId('menu-count').textContent).toBe('1');
    fireEvent.click(screen.getByTestId('claim-own-field'));
    await waitFor(() => {
      expect(screen.getByTestId('menu-count').textContent).toBe('0');
    });
    expect(screen.queryByTestId('quests-to-claim')).toBeNull();
  });

  it('checks in and claims the daily quest in one tap', async () => {
    await seed(newPlayer(CATALOG_V1, Date.now() - 1000, false));
    await renderInShell(<QuestsScreen />, { data: client });
    fireEvent.click(await screen.findByTestId('take-daily-checkin'));
    await waitFor(() => {
      expect(screen.getByTestId('quest-daily-checkin').getAttribute('data-status')).toBe('PENDING');
    });
    fireEvent.click(screen.getByTestId('claim-daily-checkin'));
    await waitFor(() => {
      expect(screen.getByTestId('quest-daily-checkin').getAttribute('data-status')).toBe('COMPLETED');
    });
    expect(await actions()).toEqual([
      { type: 'quest-take', questId: 'daily-checkin' },
      { type: 'checkin' },
      { type: 'quest-claim', questId: 'daily-checkin' },
    ]);
    const checkin = await screen.findByTestId('checkin-button');
    // Checked in: the button waits for the next UTC day, counting down to it.
    expect(checkin.textContent).toMatch(/^Next check-in in \d{1,2}:\d\d(:\d\d)?$/);
    expect((checkin as HTMLButtonElement).disabled).toBe(true);
  });

  it('opens the social page when a follow quest is taken', async () => {
    await seed(newPlayer(CATALOG_V1, Date.now() - 1000, false));
    await renderInShell(<QuestsScreen />, { data: client });
    fireEvent.click(await screen.findByTestId('take-follow-tiktok'));
    expect(openExternalLink).toHaveBeenCalledWith('https://www.tiktok.com/@harvesthub');
  });
});

describe('questRows', () => {
  it('makes a follow quest claimable 30 s after it was taken, and an invite quest from the friends counted', () => {
    const now = Date.UTC(2025, 5, 1, 12);
    const player = {
      ...newPlayer(CATALOG_V1, now, false),
      quests: {
        'follow-linkedin': { status: 'PENDING' as const, takenAt: now, day: 0 },
        'invite-1': { status: 'PENDING' as const, takenAt: now, day: 0 },
      },
    };
    const server = { quests: [], total: 9, available: 7, friendsInvited: 1, limit: 100, offset: 0, serverNow: now };
    const early = questRows(CATALOG_V1, player, server, now + FOLLOW_QUEST_DELAY_MS - 1);
    expect(early.find((quest) => quest.id === 'follow-linkedin')?.claimable).toBe(false);
    expect(early.find((quest) => quest.id === 'follow-linkedin')?.claimableAt).toBe(now + FOLLOW_QUEST_DELAY_MS);
    expect(
      questRows(CATALOG_V1, player, server, now + FOLLOW_QUEST_DELAY_MS).find((quest) => quest.id === 'follow-linkedin')?.claimable,
    ).toBe(true);
    const invite = early.find((quest) => quest.id === 'invite-1');
    expect(invite?.claimable).toBe(true);
    expect(invite?.progress).toEqual({ done: 1, needed: 1 });
    expect(early.find((quest) => quest.id === 'invite-5')?.progress).toEqual({ done: 1, needed: 5 });
    expect(early.some((quest) => quest.id === 'join-channel')).toBe(false);
  });
});
