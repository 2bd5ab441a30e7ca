import { describe, expect, it } from 'vitest';
import { redactToken } from './bot-api.ts';

const TOKEN = '7000000001:AAH5YkoiEuPk8-FZa32hStHTqXiLPtAEhx8';

describe('redactToken', () => {
  it('removes the token, and anything shaped like one, from a text', () => {
    expect(redactToken(`request to https://api.telegram.org/bot${TOKEN}/sendMessage failed`, TOKEN)).toBe(
      'request to https://api.telegram.org/bot<bot token>/sendMessage failed',
    );
    expect(redactToken('other 123456789:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA leaked', undefined)).toBe('other <bot token> leaked');
    expect(redactToken('Bad Request: chat not found', TOKEN)).toBe('Bad Request: chat not found');
  });
});
