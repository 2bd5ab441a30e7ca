import { describe, expect, it } from 'vitest';
import { botApiRoot, redactToken } from './bot-api.ts';

const TOKEN = '7000000001:AAH5YkoiEuPk8-FZa32hStHTqXiLPtAEhx8';

describe('botApiRoot', () => {
  it('takes https, or http on this machine, without a trailing slash', () => {
    expect(botApiRoot('https://api.telegram.org/')).toBe('https://api.telegram.org');
    expect(botApiRoot('http://127.0.0.1:8081')).toBe('http://127.0.0.1:8081');
    expect(botApiRoot('http://localhost:8081/')).toBe('http://localhost:8081');
  });

  it('refuses anything else with a message that holds no token', () => {
    for (const base of [
      'api.telegram.org',
      'http://api.telegram.org',
      'ftp://127.0.0.1',
      'https://user:pw@api.telegram.org',
      'https://x/?a=1',
    ])
      expect(() => botApiRoot(base), base).toThrow(/^TELEGRAM_API_BASE must/);
  });
});

describe('redactToken', () => {
  it('removes the token, and anything shaped like one, from a text', () => {
    expect(redactToken(`request to https://api.telegram.org/bot${TOKEN}/sendMessage failed`, TOKEN)).toBe(
      'request to https://api.telegram.org/bot<bot token>/sendMessage failed',
    );
    expect(redactToken('other 123456789:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA leaked', undefined)).toBe('other <bot token> leaked');
    expect(redactToken('Bad Request: chat not found', TOKEN)).toBe('Bad Request: chat not found');
  });
});
