import { describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import { REASONS } from '#domain/result';
import { REASON_MESSAGES } from '#protocol/reasons';
import { REQUEST_MESSAGES } from '../data/transport/messages.ts';
import type { ActRefusal } from '../data/store/game-store.ts';
import { englishMessage, failureText, reasonMessage, REASON_DESCRIPTORS } from './reasons.ts';

// Without a loaded catalog Lingui shows each message's source text: the English of the catalogue.
i18n.loadAndActivate({ locale: 'en-US', messages: {} });

describe('the reason → message map', () => {
  it('has every rule reason, in the English of the protocol', () => {
    for (const reason of REASONS) {
      expect(i18n._(REASON_DESCRIPTORS[reason])).toBe(REASON_MESSAGES[reason]);
    }
  });

  it('knows the client’s own refusals by reason, and the request catalogue by its English text', () => {
    // Every refusal the client makes itself, besides the rules' (the type lists them all).
    const own: Record<Exclude<ActRefusal, (typeof REASONS)[number]>, string> = {
      NO_SNAPSHOT: 'The farm is still loading',
      STORAGE_ERROR: 'This device could not save your move. Please try again.',
    };
    for (const [reason, text] of Object.entries(own)) {
      const descriptor = reasonMessage(reason);
      expect(descriptor && i18n._(descriptor)).toBe(text);
    }
    for (const text of Object.values(REQUEST_MESSAGES)) {
      const descriptor = englishMessage(text);
      expect(descriptor && i18n._(descriptor)).toBe(text);
    }
  });

  it('prefers the reason, then the known text, then hides database details', () => {
    expect(failureText(i18n, { reason: 'NO_SPINS', message: 'whatever' })).toBe('No spins left');
    expect(failureText(i18n, { reason: 'SOMETHING_NEW', message: 'Request timed out' })).toBe('Request timed out');
    expect(failureText(i18n, { message: 'database connection lost' })).toBe('Service is currently unavailable. Please try again later.');
    expect(failureText(i18n, { message: 'A new kind of trouble' })).toBe('A new kind of trouble');
    expect(failureText(i18n, {})).toBe('Something went wrong. Please try again.');
  });
});
