import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { CATALOG_V1, producerDef } from '#domain/catalog';
import { nextGoal } from '#domain/next-goal';
import { newPlayer, type PlayerState } from '#domain/player';
import { createProducer } from '#domain/producer';
import { renderInShell } from '../../app/testing.tsx';
import { NextGoalStrip } from './next-goal-strip.tsx';

vi.mock('../../platform/feedback.ts', () => ({ feedback: vi.fn() }));

/** The farm of minute 45: the first four producers running by themselves and a beehive just bought. */
function midGame(now: number): PlayerState {
  const owned = ['sprouter', 'field', 'compost', 'market', 'beehive'].map((id) => {
    const def = producerDef(CATALOG_V1, id);
    if (def === undefined) throw new Error(id);
    return { ...createProducer(def, id === 'beehive' ? 1 : 12, now), cycles: 1 };
  });
  return { ...newPlayer(CATALOG_V1, now, false), producers: owned, resources: [10, 10, 10, 600] };
}

describe('NextGoalStrip', () => {
  it('names a rung of the ladder, not the orchard 80x away, and how long it takes at this rate', async () => {
    const now = Date.now();
    const live = midGame(now);
    const goal = nextGoal(CATALOG_V1, live, now);
    if (goal === null) throw new Error('a mid-game farm has a goal');
    await renderInShell(<NextGoalStrip live={live} now={now} />);
    const strip = await screen.findByTestId('next-goal');
    expect(strip.getAttribute('data-goal')).toBe(`${goal.kind}:${goal.producerId}`);
    expect(goal.producerId).not.toBe('orchard');
    expect(screen.getByTestId('next-goal-eta').textContent).toMatch(/^about \d.* at this rate$/);
  });
});
