/**
 * The phone-grade checks (helpers/phone-checks.ts) against pages made to break them, in Chromium:
 * each regression the sweep of phone-grade.e2e.ts is there to catch is caught, and the page done
 * right passes. A check that passes everything would let the sweep pass on a broken screen.
 */
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { foreignNumbers, frameOutOfPlace, raggedTexts, smallTargets } from './helpers/phone-checks.ts';
import { serverAndBrowser } from './helpers/server-and-browser.ts';

const shared = serverAndBrowser(() => Promise.resolve({ close: () => Promise.resolve() }));

async function page(body: string): Promise<Page> {
  const context = await shared.browser.newContext({ viewport: { width: 360, height: 740 } });
  const opened = await context.newPage();
  await opened.setContent(`<body style="margin:0;font:16px sans-serif">${body}</body>`);
  return opened;
}

test('numbers: the other decimal separator and English units of time are caught per locale, the locale’s own forms pass', async () => {
  const broken = await page('<p>5 с → 4.8 s</p><p>×1.2</p><p>1,06K</p><p>5 min</p>');
  expect(await foreignNumbers(broken, 'ru')).toEqual(['4.8', '×1.2', 'English unit: 8 s', 'English unit: 5 min']);
  expect(await foreignNumbers(broken, 'vi')).toEqual(['4.8', '×1.2', 'English unit: 8 s', 'English unit: 5 min']);
  expect(await foreignNumbers(broken, 'es')).toEqual(['4.8', '×1.2']);
  expect(await foreignNumbers(broken, 'en-US')).toEqual(['1,06K']);
  const right = await page('<p>5 с → 4,8 с</p><p>×1,2</p><p>1,06K</p><p>5 мин</p><p>30 000 токенов</p>');
  expect(await foreignNumbers(right, 'ru')).toEqual([]);
  expect(await foreignNumbers(await page('<p>30.000 tokens, 4,8 s, 5 min</p>'), 'es')).toEqual([]);
  expect(await foreignNumbers(await page('<p>Berakhir dalam 6h 23j</p>'), 'id')).toEqual([]);
});

test('targets: a control under 44 x 44 px is caught unless a wider hit area covers it', async () => {
  const small = await page('<button style="width:58px;height:34px">Start</button>');
  expect(await smallTargets(small)).toEqual(["button 'Start' 58x34"]);
  const widened = await page(
    '<style>button{position:relative;width:58px;height:34px;margin:20px}' +
      'button::before{content:"";position:absolute;top:50%;left:50%;width:max(100%,44px);height:max(100%,44px);transform:translate(-50%,-50%)}</style>' +
      '<button>Start</button>',
  );
  expect(await smallTargets(widened)).toEqual([]);
});

test('text: a short title with one word alone on its last line, a wrapped label and an overflow are caught; a balanced title passes', async () => {
  const broken = await page(
    '<strong style="display:block;width:150px">Lượt quay miễn phí now</strong>' +
      '<button style="width:56px;min-height:44px">Get spins</button>' +
      '<p style="width:60px;white-space:nowrap">Portuguese (Brazil)</p>',
  );
  expect(await raggedTexts(broken)).toEqual([
    "ragged: 'Lượt quay miễn phí now'",
    "text overflows: 'Portuguese (Brazil)'",
    "wraps: 'Get spins'",
  ]);
  // Balanced, or one word a line in a column too narrow for two: nothing could be more even.
  const balanced = await page(
    '<strong style="display:block;width:150px;text-wrap:balance">Lượt quay miễn phí now</strong>' +
      '<strong style="display:block;width:110px">Збудуйте фермерський ринок</strong>',
  );
  expect(await raggedTexts(balanced)).toEqual([]);
});

test('frame: a root taller than the viewport (the bar cut off below) and a document that scrolls are caught; a frame of the viewport passes', async () => {
  const frame = (root: string, extra = '') =>
    page(
      `<style>html,body{height:100%;margin:0;overflow:hidden}${extra}</style>` +
        `<div style="height:${root};display:flex;flex-direction:column"><main style="flex:1;overflow:auto"></main><nav style="height:60px"></nav></div>`,
    );
  expect(await frameOutOfPlace(await frame('844px'))).toEqual(['bar ends at 844 of 740']);
  expect(await frameOutOfPlace(await frame('1077px', 'html,body{overflow:visible}'))).toEqual([
    'document 1077 px tall in 740',
    'bar ends at 1077 of 740',
  ]);
  expect(await frameOutOfPlace(await frame('100%'))).toEqual([]);
});
