import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { useSeason, type SeasonRow } from '../../data/index.ts';
import { renderInShell } from '../../app/testing.tsx';
import { SeasonBanner } from './season-banner.tsx';

vi.mock('../../data/hooks/game.ts', () => ({ useSeason: vi.fn() }));

afterEach(() => {
  cleanup();
});

describe('SeasonBanner', () => {
  it('shows the season name, number, start date and an end to be announced', async () => {
    const row: SeasonRow = {
      id: 'current',
      data: { seasonName: 'Spring Sowing', seasonNumber: 3, startDate: '2025-06-01T00:00:00.000Z', event: null },
      fetchedAt: 0,
    };
    vi.mocked(useSeason).mockReturnValue(row);
    await renderInShell(<SeasonBanner />);
    const banner = screen.getByTestId('season-banner');
    expect(banner.textContent).toContain('Season 3');
    expect(banner.textContent).toContain('Spring Sowing');
    expect(banner.textContent).toContain('Jun 1, 2025');
    expect(banner.textContent).toContain('TBA');
  });

  it('keeps its room while the season is not known yet', async () => {
    vi.mocked(useSeason).mockReturnValue(null);
    await renderInShell(<SeasonBanner />);
    expect(screen.queryByTestId('season-banner')).toBeNull();
    expect(screen.getByTestId('season-banner-placeholder').getAttribute('aria-hidden')).toBe('true');
  });

  it('shows nothing between seasons', async () => {
    vi.mocked(useSeason).mockReturnValue({ id: 'current', data: null, fetchedAt: 0 });
    await renderInShell(<SeasonBanner />);
    expect(screen.queryByTestId('season-banner')).toBeNull();
  });
});
