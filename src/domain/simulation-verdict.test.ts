import { describe, expect, it } from 'vitest';
import { CATALOG_V1 } from './catalog.ts';
import { balanceVerdict } from './simulation-verdict.ts';

describe('balance verdict on a candidate catalog', () => {
  it('refuses a catalog whose second producer costs a hundred times more, naming the figure that failed', () => {
    const producers = CATALOG_V1.producers.map((def) =>
      def.id === 'field' ? { ...def, cost: def.cost.map((amount) => amount * 100) as typeof def.cost } : def,
    );
    const verdict = balanceVerdict({ ...CATALOG_V1, producers });
    const failed = verdict.checks.filter((check) => !check.ok);
    expect(failed.map((check) => check.name)).toContain('non-stop owns field');
    expect(failed.find((check) => check.name === 'non-stop owns field')?.target).toBe('<= 3 min');
  });
});
