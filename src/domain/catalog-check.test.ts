import { describe, expect, it } from 'vitest';
import { CATALOG_V1 } from './catalog.ts';
import { catalogProblems } from './catalog-check.ts';

describe('catalog checks', () => {
  it('finds nothing wrong with version 1', () => {
    expect(catalogProblems(CATALOG_V1)).toEqual([]);
  });

  it('names a quest whose producer is gone, a twice-listed id, a starterless season and a short wheel', () => {
    const producers = CATALOG_V1.producers.filter((def) => def.id !== 'field' && !(def.season === 'event' && def.starter));
    const quests = [...CATALOG_V1.quests, ...CATALOG_V1.quests.slice(0, 1)];
    const problems = catalogProblems({ ...CATALOG_V1, producers, quests, spinSlots: CATALOG_V1.spinSlots.slice(1) });
    expect(problems).toEqual([
      'the event season has no starter producer',
      'quest daily-checkin is listed twice',
      'quest own-field asks to own field, which is not a main-season producer',
      'the wheel needs exactly 8 slots numbered 0 to 7 in order',
    ]);
  });
});
