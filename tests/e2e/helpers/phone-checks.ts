import type { Page } from 'playwright-core';

/** Every game screen a player reaches: the bar's tabs and the "More" sheet's screens. */
export const PHONE_SCREENS = [
  { path: '/', testId: 'farm' },
  { path: '/boosts', testId: 'boosts' },
  { path: '/spin', testId: 'spin' },
  { path: '/quests', testId: 'quests' },
  { path: '/shop', testId: 'shop' },
  { path: '/events', testId: 'events' },
  { path: '/friends', testId: 'friends' },
  { path: '/leaderboard', testId: 'leaderboard' },
  { path: '/wallet', testId: 'wallet' },
  { path: '/settings', testId: 'settings' },
] as const;

/** The smallest hit area a thumb gets, in CSS pixels (docs/screens.md). */
export const MIN_TARGET = 44;

/**
 * The visible controls whose hit area is under 44 x 44 px, one line each ("button 'Start' 58x34").
 * A control passes when its box is large enough, or when the points at the corners of a 44 x 44 box
 * centred on it all land on it (a ::before with a negative inset widens the hit area, not the box).
 * Each control is scrolled into view first: a point off screen hits nothing.
 */
export function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(async (min) => {
    const selector = 'button, a[href], input, select, [role="button"], [role="switch"], [role="tab"]';
    const small: string[] = [];
    // An open modal sheet is all a thumb can reach: what lies behind it is not a control then.
    const modal = document.querySelector('[role="dialog"], dialog[open]') ?? document;
    for (const element of Array.from(modal.querySelectorAll<HTMLElement>(selector))) {
      // A visually hidden input is drawn by its label: the label is the control the thumb meets.
      const control = element instanceof HTMLInputElement ? (element.closest('label') ?? element) : element;
      const style = getComputedStyle(control);
      if (style.visibility === 'hidden' || style.display === 'none' || control.getClientRects().length === 0) continue;
      if (element.closest('[aria-hidden="true"], [inert]') !== null) continue;
      let box = control.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (box.width >= min && box.height >= min) continue;
      control.scrollIntoView({ block: 'center', inline: 'center' });
      await new Promise((resolve) => requestAnimationFrame(resolve));
      box = control.getBoundingClientRect();
      const cx = box.left + box.width / 2;
      const cy = box.top + box.height / 2;
      const half = min / 2 - 1;
      const corners = [
        [cx - half, cy - half],
        [cx + half, cy - half],
        [cx - half, cy + half],
        [cx + half, cy + half],
      ] as const;
      const covered = corners.every(([x, y]) => {
        const hit = document.elementFromPoint(x, y);
        return hit !== null && (control === hit || control.contains(hit));
      });
      if (covered) continue;
      const name = (control.getAttribute('aria-label') ?? control.textContent).trim().slice(0, 30);
      small.push(`${control.tagName.toLowerCase()} '${name}' ${Math.round(box.width)}x${Math.round(box.height)}`);
    }
    return small;
  }, MIN_TARGET);
}

/**
 * The frame out of place, one line each: a document taller than the viewport (it would scroll the
 * bars away), a bottom bar that does not end at the viewport's bottom edge (cut off, or floating
 * over empty space), balances above the top edge. Empty when only the content can move.
 */
export function frameOutOfPlace(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const height = window.innerHeight;
    const scroll = document.scrollingElement?.scrollHeight ?? 0;
    if (scroll > height) found.push(`document ${String(scroll)} px tall in ${String(height)}`);
    const bar = document.querySelector('nav')?.getBoundingClientRect();
    if (bar === undefined || Math.abs(bar.bottom - height) > 1) found.push(`bar ends at ${String(bar?.bottom)} of ${String(height)}`);
    const chips = document.querySelector('[data-testid="resource-seed"]')?.getBoundingClientRect();
    if (chips !== undefined && chips.top < 0) found.push(`balances at ${String(chips.top)}`);
    return found;
  });
}

/** The document's scroll height and the viewport's height, in CSS pixels: equal when only the content scrolls. */
export function documentHeight(page: Page): Promise<{ scroll: number; viewport: number }> {
  return page.evaluate(() => ({ scroll: document.scrollingElement?.scrollHeight ?? 0, viewport: window.innerHeight }));
}

/**
 * Controls and labels whose short text wraps onto a second line, whose content overflows their
 * box, and text blocks (headings, paragraphs, list items, table cells) whose text overflows theirs
 * or, a short name of three words or more, wraps raggedly (a last line under half the widest, as
 * "Lượt quay miễn / phí"); one line each. A control's short label wrapped is ragged; prose may wrap.
 */
export function raggedTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const shown = (element: HTMLElement) =>
      element.getClientRects().length > 0 && element.closest('[aria-hidden="true"], .visually-hidden') === null;
    const name = (element: HTMLElement) => element.textContent.trim().replace(/\s+/gu, ' ').slice(0, 40);
    const blocks = 'h1, h2, h3, h4, p, li, dt, dd, td, th, strong, span';
    for (const element of Array.from(document.querySelectorAll<HTMLElement>(blocks))) {
      if (!shown(element) || getComputedStyle(element).display === 'inline' || element.clientWidth === 0) continue;
      // Only a box that holds text of its own: a wrapper of other boxes is checked through them.
      if (!Array.from(element.childNodes).some((node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== ''))
        continue;
      if (element.scrollWidth > element.clientWidth + 1) found.push(`text overflows: '${name(element)}'`);
      const text = element.textContent.trim().replace(/\s+/gu, ' ');
      // A short name of three words or more that wraps must wrap into even lines, never one word alone below.
      if (text.length > 40 || text.split(' ').length < 3) continue;
      // One run of text only: a box that stacks blocks (a name over its description) is read through them.
      if (Array.from(element.children).some((child) => !getComputedStyle(child).display.startsWith('inline'))) continue;
      const lines: { top: number; bottom: number; left: number; right: number }[] = [];
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const rect of Array.from(range.getClientRects())) {
          if (rect.width === 0) continue;
          const middle = (rect.top + rect.bottom) / 2;
          const line = lines.find((known) => middle >= known.top && middle <= known.bottom);
          if (line === undefined) lines.push({ top: rect.top, bottom: rect.bottom, left: rect.left, right: rect.right });
          else {
            line.left = Math.min(line.left, rect.left);
            line.right = Math.max(line.right, rect.right);
          }
        }
      }
      if (lines.length < 2) continue;
      lines.sort((a, b) => a.top - b.top);
      const widths = lines.map((line) => line.right - line.left);
      // Ragged when a line holds two words or more (a word could have come down) and the last is under half the widest.
      const words = text.split(' ').length;
      if (words > lines.length && (widths.at(-1) ?? 0) < 0.5 * Math.max(...widths)) found.push(`ragged: '${text}'`);
    }
    const selector = 'button, a[href], label, [role="button"], [role="switch"]';
    for (const element of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
      if (!shown(element)) continue;
      if (element.scrollWidth > element.clientWidth + 1) found.push(`overflows: '${name(element)}'`);
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
        const text = node.textContent?.trim() ?? '';
        if (text.length === 0 || text.length > 28 || node.parentElement?.closest('.visually-hidden') != null) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        const tops = new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top)));
        if (tops.size > 1) found.push(`wraps: '${text}'`);
      }
    }
    return found;
  });
}

/**
 * Visible numbers written with the other convention than the locale's formatter: a decimal point
 * in a locale of decimal commas ("4.8" in Russian), a decimal comma in one of points ("1,06K" in
 * English). A separator that groups thousands the locale's way ("30.000" in Spanish) is no decimal.
 * In a locale whose units of time are not Latin (Russian "с", Vietnamese "giây"), a Latin unit after
 * a number ("4.8s", "5 min") is the English form left untranslated.
 */
export function foreignNumbers(page: Page, locale: string): Promise<string[]> {
  return page.evaluate((tag) => {
    const parts = new Intl.NumberFormat(tag).formatToParts(12345.6);
    const decimal = parts.find((part) => part.type === 'decimal')?.value ?? '.';
    const group = parts.find((part) => part.type === 'group')?.value ?? ',';
    const other = decimal === '.' ? ',' : '.';
    const escape = (text: string) => text.replace(/\./gu, '\\.');
    const grouped = new RegExp(`^\\D*\\d{1,3}(?:${escape(group)}\\d{3})+(?:${escape(decimal)}\\d+)?\\D*$`, 'u');
    const text = document.body.innerText;
    const words = text.matchAll(new RegExp(`\\S*\\d${escape(other)}\\d\\S*`, 'gu'));
    const foreign = Array.from(words, (match) => match[0]).filter((word) => !grouped.test(word));
    // The English units of time the locale's own short forms do not use ("s" in Russian, which
    // writes "5 с"; "min" in Vietnamese, which writes "5 phút"): after a number, an English form
    // left over.
    const own = new Set(
      ['second', 'minute', 'hour', 'day'].flatMap((unit) => {
        const form = (unitDisplay: 'narrow' | 'short' | 'long') =>
          new Intl.NumberFormat(tag, { style: 'unit', unit, unitDisplay }).format(5).replace(/[\d\s.]/gu, '');
        // The initial of the unit's own word is the locale's own abbreviation too ("h" for hari).
        return [form('narrow'), form('short'), form('long').charAt(0)];
      }),
    );
    const english = ['s', 'sec', 'min', 'h', 'hr'].filter((unit) => !own.has(unit));
    if (english.length === 0) return foreign;
    const units = new RegExp(`\\d\\s?(?:${english.join('|')})(?!\\p{L})`, 'gu');
    return [...foreign, ...Array.from(text.matchAll(units), (match) => `English unit: ${match[0]}`)];
  }, locale);
}
