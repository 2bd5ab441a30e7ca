import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';
import { activateLocale, i18n } from '../i18n/i18n.ts';
import { AbbreviatedNumber } from './abbreviated-number.tsx';
import { ProgressBar } from './progress-bar.tsx';
import { Sheet } from './sheet.tsx';

beforeAll(async () => {
  await activateLocale('en-US');
});

afterEach(() => {
  cleanup();
});

function withI18n(ui: ReactNode) {
  return render(<I18nProvider i18n={i18n}>{ui}</I18nProvider>);
}

describe('AbbreviatedNumber', () => {
  it('shows the abbreviation and keeps the exact amount as its label', () => {
    withI18n(<AbbreviatedNumber value={1234567} />);
    const number = screen.getByText('1.23M');
    expect(number.getAttribute('aria-label')).toBe('1,234,567');
  });
});

describe('ProgressBar', () => {
  it('reports its value in percent, clamped to 0..100', () => {
    render(
      <>
        <ProgressBar value={0.42} label="Wheat" />
        <ProgressBar value={3} label="Corn" />
        <ProgressBar value={Number.NaN} label="Hay" />
      </>,
    );
    expect(screen.getByRole('progressbar', { name: 'Wheat' }).getAttribute('aria-valuenow')).toBe('42');
    expect(screen.getByRole('progressbar', { name: 'Corn' }).getAttribute('aria-valuenow')).toBe('100');
    expect(screen.getByRole('progressbar', { name: 'Hay' }).getAttribute('aria-valuenow')).toBe('0');
  });
});

describe('Sheet', () => {
  it('renders nothing while closed', () => {
    withI18n(
      <Sheet open={false} onClose={() => undefined} title="Shop">
        <p>Seeds</p>
      </Sheet>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is a labelled dialog that closes on its button, Escape and the backdrop', () => {
    const onClose = vi.fn();
    withI18n(
      <Sheet open onClose={onClose} title="Shop">
        <p>Seeds</p>
      </Sheet>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Shop' });
    expect(dialog.textContent).toContain('Seeds');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    fireEvent.keyDown(document, { key: 'Escape' });
    fireEvent.click(dialog.parentElement as HTMLElement);
    fireEvent.click(dialog);
    expect(onClose).toHaveBeenCalledTimes(3);
  });
});
