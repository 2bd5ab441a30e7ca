/**
 * `npm run simulate [hours] [seeds]`: the greedy non-stop player over `hours` (default 12) of play,
 * and the daily player (5 sessions of 5 minutes a day) over 28 days for `seeds` seeds (default 5),
 * at one-second steps; prints the figures beside the targets of game-rules.md.
 */
import { CATALOG_V1 } from '#domain/catalog';
import { abbreviate } from '#domain/abbreviate';
import { simulateDaily } from '#domain/simulation-daily';
import type { TargetCheck } from '#domain/simulation-targets';
import { dailyChecks, IN_REACH_DAYS, nonStopChecks } from '#domain/simulation-targets';
import { simulate } from '#domain/simulation';
import { HOUR } from '#domain/time';

const hours = Number(process.argv[2] ?? 12);
const seeds = Number(process.argv[3] ?? 5);
const show = (minute: number | null): string => (minute === null ? 'not reached' : `${minute.toFixed(1)} min`);
const print = (checks: readonly TargetCheck[]): void => {
  for (const check of checks)
    console.log(`  ${check.name.padEnd(58)} ${check.figure.padEnd(36)} target ${check.target.padEnd(12)} ${check.ok ? 'ok' : 'MISSED'}`);
};

const report = simulate(CATALOG_V1, hours * HOUR);
console.log(`Non-stop greedy player, ${hours} h of play`);
console.log('  producer    owned at        level 10 at');
for (const [id, minute] of Object.entries(report.owned))
  console.log(`  ${id.padEnd(11)} ${show(minute).padEnd(15)} ${show(report.level10[id] ?? null)}`);
print(nonStopChecks(report));
console.log(
  `  purchases: ${report.purchases.length}; final levels: ${report.final.producers.map((p) => `${p._id} ${p.level}`).join(', ')}`,
);
console.log(
  `  final resources: ${report.final.resources.map((amount) => abbreviate(amount)).join(' / ')} (seed / yield / fertilize / token)`,
);

let missed = nonStopChecks(report).some((check) => !check.ok);
for (let seed = 1; seed <= seeds; seed += 1) {
  const daily = simulateDaily(CATALOG_V1, IN_REACH_DAYS, { seed });
  console.log(`\nDaily player (5 sessions of 5 min a day), ${IN_REACH_DAYS} days, seed ${seed}`);
  const owned = Object.entries(daily.ownedDay).map(([id, day]) => `${id} ${day === null ? '-' : `d${day.toFixed(1)}`}`);
  console.log(`  owned on day: ${owned.join(', ')}`);
  print(dailyChecks(CATALOG_V1, daily));
  missed ||= dailyChecks(CATALOG_V1, daily).some((check) => !check.ok);
  console.log(`  final levels: ${daily.final.producers.map((p) => `${p._id} ${p.level}`).join(', ')}`);
  console.log(`  final resources: ${daily.final.resources.map((amount) => abbreviate(amount)).join(' / ')}`);
}
if (missed) process.exitCode = 1;
