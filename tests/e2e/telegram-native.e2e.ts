/**
 * The Mini App's native parts (docs/operations.md, "In the Mini App") seen from Telegram's side:
 * the built app in Chromium inside an emulated Telegram webview that records every event the app
 * posts, against the real server with a bot (the Bot API stand-in answers it). Full screen on a
 * phone with non-zero insets, the closing confirmation following the outbox, the home-screen offer
 * once, and the invite shared as the message the bot prepared. Pictures of the full-screen layout
 * go to docs/screenshots/.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { DAY } from '#domain/time';
import { buildApp } from '#server/app';
import { signLaunchData } from '#server/auth/launch-data';
import { makeConfig } from '#server/config';
import { readBuildId } from '#server/config-env';
import { openDatabase } from '#server/db/database';
import { prepareDatabase } from '#server/services/seasons';
import { startBotApiStub } from '../server/helpers/bot-api-stub.ts';
import { newDataDir } from '../server/helpers/data-dir.ts';
import { editState } from '../server/helpers/state.ts';
import { animationsSettled, openFromNav, phoneContext } from './helpers/browser.ts';
import { serverAndBrowser } from './helpers/server-and-browser.ts';
import { emulateTelegram, newUserId, postedEvents, telegramLaunchUrl, type WebviewOptions } from './pwa-support.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const SHOTS = fileURLToPath(new URL('../../docs/screenshots/', import.meta.url));
const BOT_TOKEN = '7000000002:test-token-for-the-native-parts';

/** The game server with a bot whose Bot API is the stand-in; launch data is signed with its token, as Telegram does. */
async function startBotServer() {
  const stub = await startBotApiStub();
  const dataDir = await newDataDir('harvest-native-');
  const database = await openDatabase({ dataDir, databaseUrl: undefined });
  await prepareDatabase(database, Date.now());
  const staticDir = join(root, 'dist');
  const config = makeConfig({
    staticDir,
    buildId: readBuildId(staticDir),
    botToken: BOT_TOKEN,
    telegramApiBase: stub.baseUrl,
    bot: { mode: 'webhook', publicUrl: 'https://farm.example/', webhookSecret: 'secret', appName: 'play', adminIds: [] },
  });
  const app = await buildApp({ config, database });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url,
    stub,
    database,
    async close() {
      await app.close();
      await database.close();
      await stub.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const shared = serverAndBrowser(startBotServer);

/** Telegram's light and dark themes, as far as the game reads them. */
const THEMES = {
  light: { bg_color: '#ffffff', secondary_bg_color: '#efeff3', text_color: '#222222' },
  dark: { bg_color: '#1c1c1d', secondary_bg_color: '#2c2c2e', text_color: '#ffffff' },
};

/** Opens the game for `user` as Telegram on `platform` does, inside the emulated webview. */
async function launch(user: number, platform: string, webview: WebviewOptions = {}, theme: 'light' | 'dark' = 'light'): Promise<Page> {
  const context = await phoneContext(shared.browser, theme);
  await emulateTelegram(context, { theme: THEMES[theme], ...webview });
  const page = await context.newPage();
  const initData = signLaunchData(
    { id: user, firstName: 'Ann', language: 'en', premium: false, startParam: undefined },
    BOT_TOKEN,
    Date.now(),
  );
  await synced(page, () =>
    page.goto(telegramLaunchUrl(shared.server.url, initData, '/', { version: '8.0', platform, theme: THEMES[theme] })),
  );
  return page;
}

/** Runs `open` (a launch, a reload) and waits until the farm shows and the server's snapshot arrived (with the login, or after). */
async function synced(page: Page, open: () => Promise<unknown>): Promise<void> {
  const snapshot = (url: string) => url.includes('/backend/auth/telegram') || url.includes('/backend/hub/game-user');
  const answered = page.waitForResponse((response) => snapshot(response.url()), { timeout: 30_000 });
  await open();
  await answered;
  await page.getByTestId('resource-seed').waitFor({ timeout: 30_000 });
  await expect.poll(async () => names(await postedEvents(page)), { timeout: 30_000 }).toContain('web_app_ready');
}

function names(events: [string, unknown][]): string[] {
  return events.map(([name]) => name);
}

/** The closing-behaviour settings the app posted, oldest first. */
async function closingSettings(page: Page): Promise<boolean[]> {
  return (await postedEvents(page))
    .filter(([name]) => name === 'web_app_setup_closing_behavior')
    .map(([, data]) => (data as { need_confirmation: boolean }).need_confirmation);
}

const NOTCH = { top: 47, bottom: 34, left: 0, right: 0 };
const HEADER_BUTTONS = { top: 46, bottom: 0, left: 0, right: 0 };

test('on a phone the game goes full screen and keeps the balances and the bar clear of the notch and the header buttons', async () => {
  for (const theme of ['light', 'dark'] as const) {
    const page = await launch(newUserId(), 'ios', { safeArea: NOTCH, contentSafeArea: HEADER_BUTTONS }, theme);
    await expect.poll(async () => names(await postedEvents(page)), { timeout: 30_000 }).toContain('web_app_request_fullscreen');
    const top = NOTCH.top + HEADER_BUTTONS.top;
    const balances = page.getByRole('list', { name: 'Resources' });
    await expect.poll(async () => (await balances.boundingBox())?.y ?? 0, { timeout: 30_000 }).toBeGreaterThanOrEqual(top);
    const nav = await page.getByRole('navigation', { name: 'Game screens' }).boundingBox();
    const viewport = page.viewportSize();
    expect(nav).not.toBeNull();
    // The bar's background reaches the bottom edge; its buttons end above the home indicator.
    expect((nav?.y ?? 0) + (nav?.height ?? 0)).toBeLessThanOrEqual(viewport?.height ?? 0);
    const link = await page.getByRole('navigation', { name: 'Game screens' }).locator('a').first().boundingBox();
    expect((link?.y ?? 0) + (link?.height ?? 0)).toBeLessThanOrEqual((viewport?.height ?? 0) - NOTCH.bottom);
    await animationsSettled(page);
    // For the picture: Telegram's close and menu buttons drawn where they float over the page.
    await page.evaluate(
      ({ top, height }) => {
        for (const [side, text] of [
          ['left', 'Close'],
          ['right', '⋯'],
        ] as const) {
          const pill = document.createElement('div');
          pill.textContent = text;
          pill.setAttribute(
            'style',
            `position:fixed;${side}:12px;top:${String(top + 6)}px;height:${String(height - 12)}px;padding:0 16px;border-radius:999px;background:rgb(0 0 0 / 0.45);color:#fff;font:600 15px system-ui;display:flex;align-items:center;z-index:99`,
          );
          document.body.append(pill);
        }
      },
      { top: NOTCH.top, height: HEADER_BUTTONS.top },
    );
    await page.screenshot({ path: join(SHOTS, `fullscreen-insets-${theme}.png`) });
    await page.context().close();
  }
});

test('a desktop client and a client before 8.0 are not asked for full screen', async () => {
  const desktop = await launch(newUserId(), 'tdesktop');
  await expect.poll(async () => names(await postedEvents(desktop)), { timeout: 30_000 }).toContain('web_app_expand');
  expect(names(await postedEvents(desktop))).not.toContain('web_app_request_fullscreen');
  await desktop.context().close();
});

test('Telegram asks before closing while a move waits for the server, and not once it is confirmed', async () => {
  const page = await launch(newUserId(), 'android');
  await expect.poll(async () => names(await postedEvents(page)), { timeout: 30_000 }).toContain('web_app_expand');
  expect(await closingSettings(page)).toEqual([]);
  // The server holds the answer: the move stays in the outbox until it is let through.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/backend/hub/engine/**', async (route) => {
    await held;
    await route.continue();
  });
  await page.getByTestId('start-sprouter').click();
  await expect.poll(() => closingSettings(page), { timeout: 30_000 }).toEqual([true]);
  release();
  await expect.poll(() => closingSettings(page), { timeout: 30_000 }).toEqual([true, false]);
  await page.context().close();
});

test('after the second day the game offers the home screen once; a no is never asked again', async () => {
  const user = newUserId();
  const first = await launch(user, 'android', { homeScreen: 'missed', popupAnswer: 'no' });
  // A new farm: not yet.
  expect(names(await postedEvents(first))).not.toContain('web_app_open_popup');
  await first.context().close();
  await editState(shared.server.database, user, (state) => ({ ...state, createdAt: state.createdAt - 2 * DAY }));

  const third = await launch(user, 'android', { homeScreen: 'missed', popupAnswer: 'no' });
  await expect.poll(async () => names(await postedEvents(third)), { timeout: 30_000 }).toContain('web_app_open_popup');
  const popup = (await postedEvents(third)).find(([name]) => name === 'web_app_open_popup')?.[1] as {
    title: string;
    message: string;
    buttons: { id: string; text: string }[];
  };
  expect(popup.title).toBe('Keep your farm close');
  expect(popup.buttons.map((button) => button.id)).toEqual(['add', 'no']);
  expect(names(await postedEvents(third))).not.toContain('web_app_add_to_home_screen');
  // Asked once: a reload (the same tab, its database) does not ask again.
  await synced(third, () => third.reload());
  expect(names(await postedEvents(third))).not.toContain('web_app_open_popup');
  await third.context().close();
});

test('a yes adds the game to the home screen', async () => {
  const user = newUserId();
  const page = await launch(user, 'ios', { homeScreen: 'missed', popupAnswer: 'add' });
  await page.context().close();
  await editState(shared.server.database, user, (state) => ({ ...state, createdAt: state.createdAt - 3 * DAY }));
  const later = await launch(user, 'ios', { homeScreen: 'missed', popupAnswer: 'add' });
  await expect.poll(async () => names(await postedEvents(later)), { timeout: 30_000 }).toContain('web_app_add_to_home_screen');
  await later.context().close();
});

test('the invite is shared as the message the bot prepared; the farm as a story on a phone', async () => {
  const user = newUserId();
  const page = await launch(user, 'ios');
  await openFromNav(page, '/friends');
  await page.getByTestId('share-invite').click();
  await expect.poll(async () => names(await postedEvents(page)), { timeout: 30_000 }).toContain('web_app_send_prepared_message');
  const [saved] = shared.server.stub.callsOf('savePreparedInlineMessage').filter((call) => call.body.user_id === user);
  const sent = (await postedEvents(page)).find(([name]) => name === 'web_app_send_prepared_message')?.[1] as { id: string };
  expect(sent.id).toMatch(/^prepared-\d+$/);
  expect((saved?.body.result as { caption: string }).caption).toContain(`startapp=r_${String(user)}`);
  // Not the share link as well.
  expect(names(await postedEvents(page))).not.toContain('web_app_open_tg_link');

  await page.getByTestId('share-story').click();
  await expect.poll(async () => names(await postedEvents(page)), { timeout: 30_000 }).toContain('web_app_share_to_story');
  const story = (await postedEvents(page)).find(([name]) => name === 'web_app_share_to_story')?.[1] as { media_url: string; text: string };
  expect(story.media_url).toBe(`${shared.server.url}/share/farm-story.jpg`);
  expect(story.text).toContain('Harvest Hub');
  const picture = await fetch(story.media_url);
  expect(picture.status).toBe(200);
  expect(picture.headers.get('content-type')).toBe('image/jpeg');
  await page.context().close();
});

test('a client before 8.0 shares the invite through the share link, and a desktop has no story button', async () => {
  const context = await phoneContext(shared.browser);
  await emulateTelegram(context);
  const page = await context.newPage();
  const user = newUserId();
  const initData = signLaunchData(
    { id: user, firstName: 'Ann', language: 'en', premium: false, startParam: undefined },
    BOT_TOKEN,
    Date.now(),
  );
  await page.goto(telegramLaunchUrl(shared.server.url, initData, '/friends', { version: '7.0', platform: 'tdesktop' }));
  await page.getByTestId('share-invite').waitFor({ timeout: 30_000 });
  expect(await page.getByTestId('share-story').count()).toBe(0);
  await page.getByTestId('share-invite').click();
  await expect.poll(async () => names(await postedEvents(page)), { timeout: 30_000 }).toContain('web_app_open_tg_link');
  const link = (await postedEvents(page)).find(([name]) => name === 'web_app_open_tg_link')?.[1] as { path_full: string };
  expect(link.path_full).toContain('/share/url?url=');
  expect(names(await postedEvents(page))).not.toContain('web_app_send_prepared_message');
  expect(shared.server.stub.callsOf('savePreparedInlineMessage').filter((call) => call.body.user_id === user)).toHaveLength(0);
  await context.close();
});

test('Telegram for Android on a weak phone (performance class LOW) marks the page for fewer animations', async () => {
  const marking = async (performanceClass: string) => {
    const context = await shared.browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      userAgent: `Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36 Telegram-Android/11.5.3 (Samsung SM-A145F; Android 13; SDK 33; ${performanceClass})`,
    });
    await emulateTelegram(context);
    const page = await context.newPage();
    const initData = signLaunchData(
      { id: newUserId(), firstName: 'Ann', language: 'en', premium: false, startParam: undefined },
      BOT_TOKEN,
      Date.now(),
    );
    await synced(page, () => page.goto(telegramLaunchUrl(shared.server.url, initData, '/', { version: '8.0', platform: 'android' })));
    // The SDK reads the class once it has started (src/client/ui/motion/motion.test.ts shows what the mark turns off).
    await expect.poll(async () => names(await postedEvents(page)), { timeout: 30_000 }).toContain('web_app_expand');
    const marked = await page.evaluate(() => document.documentElement.dataset.performance ?? null);
    await context.close();
    return marked;
  };
  expect(await marking('LOW')).toBe('low');
  expect(await marking('HIGH')).toBeNull();
});
