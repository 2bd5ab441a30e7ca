/**
 * The one number formatter of the screens: every game amount goes through `formatAmount` (the
 * domain's abbreviation, its mantissa in the player's number format: 355, 3.13K, 3,13K in Russian)
 * and, where the player asks for it (a tapped resource chip, a screen reader), `formatExactAmount`.
 */
import { useLingui } from '@lingui/react';
import { useMemo } from 'react';
import { ABBREVIATION_DECIMALS, abbreviationParts, truncateTo } from '#domain/abbreviate';

export interface AmountOptions {
  /** Writes "+" before a positive amount (a gain, a reward). */
  signed?: boolean;
}

const formats = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: string, signed: boolean): Intl.NumberFormat {
  const id = `${locale}|${signed ? '+' : ''}`;
  let format = formats.get(id);
  if (format === undefined) {
    format = new Intl.NumberFormat(locale, {
      maximumFractionDigits: ABBREVIATION_DECIMALS,
      signDisplay: signed ? 'exceptZero' : 'auto',
    });
    formats.set(id, format);
  }
  return format;
}

/** `value` as the screens show it: whole units below 1000, then 1.23K, 4.5M … 7AA (see the domain's abbreviate). */
export function formatAmount(value: number, locale: string, { signed = false }: AmountOptions = {}): string {
  if (!Number.isFinite(value)) return String(value);
  const { mantissa, suffix } = abbreviationParts(value);
  return `${numberFormat(locale, signed).format(mantissa)}${suffix}`;
}

/** `value` in full, grouped, with at most two decimals cut (175,274.27): what a tapped chip shows. */
export function formatExactAmount(value: number, locale: string): string {
  if (!Number.isFinite(value)) return String(value);
  return numberFormat(locale, false).format(truncateTo(value, ABBREVIATION_DECIMALS));
}

/** A plain decimal (a count of seconds, a multiplier's factor) in the player's number format, at most `digits` decimals. */
export function formatDecimal(value: number, locale: string, digits = 1): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(value);
}

/** A multiplier as the screens write it: ×1.2, ×1,2 in Russian. */
export function formatMultiplier(value: number, locale: string): string {
  return `×${formatDecimal(value, locale, 2)}`;
}

/** A share (0.25 for a quarter) as a percentage in the player's format: 25%, 25 % in Russian. */
export function formatPercent(fraction: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(fraction);
}

export interface AmountFormat {
  amount: (value: number, options?: AmountOptions) => string;
  exact: (value: number) => string;
  decimal: (value: number, digits?: number) => string;
  multiplier: (value: number) => string;
  percent: (fraction: number) => string;
}

/** The formatters bound to the active locale (a new object when the locale changes). */
export function useAmountFormat(): AmountFormat {
  const { i18n } = useLingui();
  const locale = i18n.locale;
  return useMemo(
    () => ({
      amount: (value, options) => formatAmount(value, locale, options),
      exact: (value) => formatExactAmount(value, locale),
      decimal: (value, digits) => formatDecimal(value, locale, digits),
      multiplier: (value) => formatMultiplier(value, locale),
      percent: (fraction) => formatPercent(fraction, locale),
    }),
    [locale],
  );
}
