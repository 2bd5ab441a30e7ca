import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { CATALOG_V1, seasonProducers } from '#domain/catalog';
import { FieldScene } from './field-scene.tsx';

afterEach(() => {
  cleanup();
});

describe('FieldScene', () => {
  it('stands every producer of the main season on the hills, each growing with its level', () => {
    const planted = seasonProducers(CATALOG_V1, 'main').map((def, index) => ({ type: def.id, level: index === 0 ? 50 : 1 }));
    expect(planted.length).toBeGreaterThanOrEqual(8);
    render(<FieldScene planted={planted} />);
    for (const { type } of planted) expect(screen.getByTestId(`planted-${type}`)).toBeTruthy();
    const size = (type: string) => Number(screen.getByTestId(`planted-${type}`).getAttribute('width'));
    expect(size('sprouter')).toBeGreaterThan(size('field'));
    const xs = planted.map(({ type }) => Number(screen.getByTestId(`planted-${type}`).getAttribute('x')));
    expect(xs).toEqual([...xs].sort((a, b) => a - b));
    expect(new Set(xs).size).toBe(planted.length);
  });

  it('draws the bare hills where there is no farm (the error page)', () => {
    const { container } = render(<FieldScene />);
    expect(container.querySelector('svg')?.getAttribute('data-planted')).toBe('0');
  });
});
