import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { SeasonRow } from '../../data/index.ts';
import { offlineTestData } from '../../data/testing.ts';
import { renderInShell } from '../../app/testing.tsx';
import { SeasonBanner } from './season-banner.tsx';

// The season the last sync stored, in the file's data client's Dexie.
const { client, db } = offlineTestData('season-banner-test');

const spring: SeasonRow = {
  id: 'current',
  data: { seasonName: 'Spring Sowing', seasonNumber: 3, startDate: '2025-06-01T00:00:00.000Z', event: null },
  fetchedAt: 0,
};

beforeEach(async () => {
  await db.season.clear();
});

describe('SeasonBanner', () => {
  it('shows the season name, number, start date and an end to be announced', async () => {
    await db.season.put(spring);
    await renderInShell(<SeasonBanner />, { data: client });
    const banner = await screen.findByTestId('season-banner');
    expect(banner.textContent).toContain('Season 3');
    expect(banner.textContent).toContain('Spring Sowing');
    expect(banner.textContent).toContain('Jun 1, 2025');
    expect(banner.textContent).toContain('TBA');
  });

  it('keeps its room while the season is not known yet', async () => {
    await renderInShell(<SeasonBanner />, { data: client });
    expect(screen.queryByTestId('season-banner')).toBeNull();
    expect(screen.getByTestId('season-banner-placeholder').getAttribute('aria-hidden')).toBe('true');
    // The room is the banner's: the season, once a sync stores it, takes the placeholder's place.
    await db.season.put(spring);
    expect(await screen.findByTestId('season-banner')).toBeTruthy();
    expect(screen.queryByTestId('season-banner-placeholder')).toBeNull();
  });

  it('shows nothing between seasons', async () => {
    await db.season.put({ id: 'current', data: null, fetchedAt: 0 });
    await renderInShell(<SeasonBanner />, { data: client });
    // Read (the placeholder gone), and still no banner.
    await waitFor(() => {
      expect(screen.queryByTestId('season-banner-placeholder')).toBeNull();
    });
    expect(screen.queryByTestId('season-banner')).toBeNull();
  });
});
