/**
 * What the host costs a page, beside Lighthouse's CPU benchmark index: how long the page takes to
 * touch memory it has not used before. The index times a loop over data the processor already
 * has; a page's start allocates (the script heap, the DOM, layout, compiled code), and every new
 * 4 KiB page of memory is a page fault. Where the host makes those slow (a virtual machine whose
 * memory is handed back to its host and faulted in again), every start and first tap is slower at
 * the same index. A machine of this kind read 19 to 30 µs per page on 2026-11-26 (a page fault on
 * bare hardware takes about a microsecond), and Lighthouse's blocking there was several times that
 * of a machine with half its index.
 */
import type { Browser } from 'playwright-core';
import { median } from './stats.ts';

/** Memory touched per measurement: 64 MiB, 16,384 pages of 4 KiB. */
const BYTES = 64 * 1024 * 1024;
const PAGE = 4096;
const RUNS = 3;

export interface FreshMemory {
  /** Median µs per 4 KiB page the first time it is written. */
  firstUs: number;
  /** Median µs per page written again (the same memory, already mapped). */
  againUs: number;
}

/** Measures {@link FreshMemory} in new pages of `browser` (median of three pages). */
export async function freshMemoryCost(browser: Browser): Promise<FreshMemory> {
  const first: number[] = [];
  const again: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const page = await browser.newPage();
    try {
      const [firstMs, againMs] = await page.evaluate<[number, number]>(`(() => {
        const bytes = new Uint8Array(${String(BYTES)});
        const touch = (value) => {
          const start = performance.now();
          for (let at = 0; at < bytes.length; at += ${String(PAGE)}) bytes[at] = value;
          return performance.now() - start;
        };
        return [touch(1), touch(2)];
      })()`);
      first.push((firstMs * 1000) / (BYTES / PAGE));
      again.push((againMs * 1000) / (BYTES / PAGE));
    } finally {
      await page.close();
    }
  }
  return { firstUs: median(first), againUs: median(again) };
}

/** One line for a bench's header. */
export function describeFreshMemory({ firstUs, againUs }: FreshMemory): string {
  return `new memory: ${firstUs.toFixed(1)} µs per 4 KiB page the first time a page writes it, ${againUs.toFixed(2)} µs again (the page faults every start pays; see tests/bench/host.ts)`;
}
