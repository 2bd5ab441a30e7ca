import { describe, expect, it } from 'vitest';
import { configFromEnv } from './config.ts';

const PRODUCTION = { NODE_ENV: 'production', BOT_TOKEN: '1:x' };

function read(env: Record<string, string>) {
  return configFromEnv(env, '/tmp').config;
}

describe('the bot and metrics settings', () => {
  it('reads them', () => {
    const config = read({
      ...PRODUCTION,
      PUBLIC_URL: 'https://game.example',
      WEBHOOK_SECRET: 'a_B-9',
      BOT_MODE: 'polling',
      BOT_APP_NAME: 'farm',
      ADMIN_IDS: '12, 34',
      METRICS_TOKEN: 'm',
    });
    expect(config.bot).toEqual({
      mode: 'polling',
      publicUrl: 'https://game.example/',
      webhookSecret: 'a_B-9',
      appName: 'farm',
      adminIds: [12, 34],
    });
    expect(config.metricsToken).toBe('m');
    expect(read(PRODUCTION).bot).toEqual({
      mode: 'webhook',
      publicUrl: undefined,
      webhookSecret: undefined,
      appName: undefined,
      adminIds: [],
    });
  });

  it('refuses values that cannot be right', () => {
    expect(() => read({ ...PRODUCTION, PUBLIC_URL: 'http://game.example' })).toThrow(/PUBLIC_URL must be an https URL/);
    expect(() => read({ ...PRODUCTION, PUBLIC_URL: 'game.example' })).toThrow(/PUBLIC_URL must be an absolute URL/);
    expect(read({ PUBLIC_URL: 'http://127.0.0.1:8080' }).bot.publicUrl).toBe('http://127.0.0.1:8080/');
    expect(() => read({ WEBHOOK_SECRET: 'has space' })).toThrow(/WEBHOOK_SECRET/);
    expect(() => read({ BOT_MODE: 'push' })).toThrow(/BOT_MODE/);
    expect(() => read({ ADMIN_IDS: '12,abc' })).toThrow(/ADMIN_IDS/);
  });
});
