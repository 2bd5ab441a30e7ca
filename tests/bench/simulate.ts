/**
 * `npm run simulate [hours] [seeds]`: the three simulated players at one-second steps, each
 * figure beside its target (docs/game-design.md, "Simulated players"):
 * - the greedy player: non-stop over `hours` (default 12), and daily over 28 days for `seeds` seeds (default 5);
 * - the naive player: non-stop over 4 hours, and its variation that buys the dearest affordable first;
 * - the daily player (naive in its sessions): 28 days, for `seeds` seeds, and the dearest-first variation (seed 1).
 * Draws each player's balances, purchases and waits as SVG charts in docs/charts/.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { CATALOG_V1 } from '#domain/catalog';
import { abbreviate } from '#domain/abbreviate';
import { simulateDaily } from '#domain/simulation-daily';
import type { DailyReport } from '#domain/simulation-daily';
import { simulateNaive } from '#domain/simulation-naive';
import type { TargetCheck } from '#domain/simulation-targets';
import { dailyChecks, IN_REACH_DAYS, nonStopChecks } from '#domain/simulation-targets';
import { DAILY_DAYS, dailyNaiveChecks, NAIVE_HOURS, naiveChecks } from '#domain/simulation-targets-naive';
import { simulate } from '#domain/simulation';
import { payoutExcess, simulateSocial } from '#domain/simulation-rewards';
import { HOUR } from '#domain/time';
import { dailyChart, nonStopChart } from './player-charts.ts';
import { renderChart } from './svg-chart.ts';
import type { ChartSpec } from './svg-chart.ts';

const hours = Number(process.argv[2] ?? 12);
const seeds = Number(process.argv[3] ?? 5);
const charts = fileURLToPath(new URL('../../docs/charts/', import.meta.url));
const show = (minute: number | null): string => (minute === null ? 'not reached' : `${minute.toFixed(1)} min`);
const missed: string[] = [];
const print = (checks: readonly TargetCheck[]): void => {
  for (const check of checks)
    console.log(`  ${check.name.padEnd(58)} ${check.figure.padEnd(44)} target ${check.target.padEnd(12)} ${check.ok ? 'ok' : 'MISSED'}`);
  for (const check of checks) if (!check.ok) missed.push(check.name);
};
const draw = (name: string, spec: ChartSpec): void => {
  mkdirSync(charts, { recursive: true });
  writeFileSync(`${charts}${name}.svg`, renderChart(spec));
  console.log(`  chart: docs/charts/${name}.svg`);
};
const summary = (daily: DailyReport): void => {
  const owned = Object.entries(daily.ownedDay).map(([id, day]) => `${id} ${day === null ? '-' : `d${day.toFixed(1)}`}`);
  console.log(`  owned on day: ${owned.join(', ')}`);
  console.log(`  final levels: ${daily.final.producers.map((p) => `${p._id} ${p.level}`).join(', ')}`);
  console.log(`  final resources: ${daily.final.resources.map((amount) => abbreviate(amount)).join(' / ')}`);
};

const naive = simulateNaive(CATALOG_V1, NAIVE_HOURS * HOUR);
console.log(`Naive player (every second: collect, start, buy the cheapest affordable), ${NAIVE_HOURS} h non-stop`);
print(naiveChecks(naive));
console.log(`  purchases: ${naive.purchases.length}; final levels: ${naive.final.producers.map((p) => `${p._id} ${p.level}`).join(', ')}`);
draw('naive', nonStopChart(`Naive player, ${NAIVE_HOURS} h non-stop`, naive.samples, naive.purchases, naive.minutes));

const dearest = simulateNaive(CATALOG_V1, NAIVE_HOURS * HOUR, { order: 'dearest' });
console.log(`\nNaive player buying the dearest affordable first, ${NAIVE_HOURS} h non-stop`);
print(naiveChecks(dearest, 'naive (dearest)'));
console.log(
  `  purchases: ${dearest.purchases.length}; final levels: ${dearest.final.producers.map((p) => `${p._id} ${p.level}`).join(', ')}`,
);

for (let seed = 1; seed <= seeds; seed += 1) {
  const daily = simulateDaily(CATALOG_V1, DAILY_DAYS, { seed, policy: 'naive' });
  console.log(`\nDaily player (5 sessions of 5 min a day, naive in its sessions, nothing free claimed), ${DAILY_DAYS} days, seed ${seed}`);
  print(dailyNaiveChecks(CATALOG_V1, daily));
  summary(daily);
  if (seed === 1) draw('daily', dailyChart(`Daily player (naive in its sessions), ${DAILY_DAYS} days, seed 1`, daily, DAILY_DAYS));
}

const dailyDearest = simulateDaily(CATALOG_V1, DAILY_DAYS, { seed: 1, policy: 'dearest' });
console.log(`\nDaily player buying the dearest affordable first, ${DAILY_DAYS} days, seed 1`);
print(dailyNaiveChecks(CATALOG_V1, dailyDearest));
summary(dailyDearest);

const report = simulate(CATALOG_V1, hours * HOUR);
console.log(`\nGreedy player (best payback, saves for it), ${hours} h non-stop`);
console.log('  producer    owned at        level 10 at');
for (const [id, minute] of Object.entries(report.owned))
  console.log(`  ${id.padEnd(11)} ${show(minute).padEnd(15)} ${show(report.level10[id] ?? null)}`);
print(nonStopChecks(report));
console.log(
  `  purchases: ${report.purchases.length}; final levels: ${report.final.producers.map((p) => `${p._id} ${p.level}`).join(', ')}`,
);
draw('greedy', nonStopChart(`Greedy player, ${hours} h non-stop`, report.samples, report.purchases, hours * 60));

for (let seed = 1; seed <= seeds; seed += 1) {
  const daily = simulateDaily(CATALOG_V1, IN_REACH_DAYS, { seed });
  console.log(`\nGreedy daily player (5 sessions of 5 min a day, claims everything free), ${IN_REACH_DAYS} days, seed ${seed}`);
  print(dailyChecks(CATALOG_V1, daily));
  summary(daily);
  if (seed === 1) draw('greedy-daily', dailyChart(`Greedy daily player, ${IN_REACH_DAYS} days, seed 1`, daily, IN_REACH_DAYS));
}
const social = simulateSocial(CATALOG_V1, IN_REACH_DAYS);
console.log(
  `\nSocial player (invites a friend a day, joins the channel, follows), ${IN_REACH_DAYS} days: quest payouts against the content bounds`,
);
for (const payout of social.payouts) {
  const excess = payoutExcess(payout);
  const paid = (Object.entries(payout.largest) as [string, number][]).filter(([, amount]) => amount > 0);
  console.log(
    `  ${payout.quest.padEnd(18)} ${payout.repeat.padEnd(6)} ${String(payout.claims).padStart(3)} claims, largest ${paid.map(([kind, amount]) => `${abbreviate(amount)} ${kind}`).join(', ') || 'nothing'} ${excess.length === 0 ? 'ok' : `OUT OF BOUNDS (${excess.join('; ')})`}`,
  );
  if (excess.length > 0 || payout.claims === 0) missed.push(`social ${payout.quest}`);
}
if (missed.length > 0) {
  console.log(`\nMissed: ${missed.join('; ')}`);
  process.exitCode = 1;
}
