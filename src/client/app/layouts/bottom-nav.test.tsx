import { CATALOG_V1 } from '#domain/catalog';
import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { newPlayer } from '#domain/player';
import { offlineTestData } from '../../data/testing.ts';
import { renderInShell } from '../testing.tsx';
import { BottomNav } from './bottom-nav.tsx';

vi.mock('../../platform/feedback.ts', () => ({ feedback: vi.fn() }));

const { client, seed } = offlineTestData('bottom-nav-test');

describe('BottomNav', () => {
  it('shows four screens and More, with what waits on each', async () => {
    await seed({ ...newPlayer(CATALOG_V1, Date.now() - 1000, false), spin: 3 });
    await renderInShell(<BottomNav />, { data: client });
    const nav = screen.getByRole('navigation', { name: 'Game screens' });
    expect(within(nav).getAllByRole('listitem')).toHaveLength(5);
    await waitFor(() => {
      expect(screen.getByTestId('nav-count-spin').textContent).toBe('3');
    });
    expect(within(nav).getByRole('link', { name: 'Spin, 3 waiting' })).toBeTruthy();
    // The four ad cards are ready on the events screen, which sits behind More.
    expect(screen.getByTestId('nav-count-more').textContent).toBe('4');
    expect(within(nav).queryByRole('link', { name: /Shop/ })).toBeNull();
  });

  it('opens the other screens from More (loading the sheet on first use) and closes on the way there', async () => {
    await seed(newPlayer(CATALOG_V1, Date.now() - 1000, false));
    const view = await renderInShell(<BottomNav />, { data: client });
    fireEvent.click(screen.getByRole('button', { name: /^More/ }));
    // The sheet's code loads when it first opens.
    const sheet = await screen.findByRole('dialog', { name: 'More' });
    expect(
      within(sheet)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/shop', '/events', '/friends', '/leaderboard', '/wallet', '/settings']);
    fireEvent.click(within(sheet).getByRole('link', { name: 'Shop' }));
    expect(view.history.at(-1)).toBe('/shop');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: /^More/ }).className).toMatch(/active/);
  });
});
