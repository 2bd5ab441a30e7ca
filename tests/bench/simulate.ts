/**
 * `npm run simulate`: a greedy player over the catalog on a long horizon; prints the minutes to
 * own each producer and to reach level 10 on each, against the targets of game-rules.md.
 */
import { simulate } from '#domain/simulation';
import { abbreviate } from '#domain/abbreviate';
import { HOUR } from '#domain/time';

const hours = Number(process.argv[2] ?? 12);
const report = simulate(hours * HOUR);
const targets: Record<string, number> = { field: 3, compost: 15, market: 60 };
const show = (minute: number | null): string => (minute === null ? 'not reached' : `${minute.toFixed(1)} min`);

console.log(`Greedy player, ${hours} h of play`);
console.log('producer    owned at        target     level 10 at');
for (const [id, minute] of Object.entries(report.owned)) {
  const target = targets[id];
  const verdict = target === undefined ? '' : minute !== null && minute <= target ? `<= ${target} ok` : `<= ${target} MISSED`;
  console.log(`${id.padEnd(11)} ${show(minute).padEnd(15)} ${verdict.padEnd(10)} ${show(report.level10[id] ?? null)}`);
}
const first = report.firstContinuous;
console.log(`first continuous producer: ${show(first)} (target <= 30: ${first !== null && first <= 30 ? 'ok' : 'MISSED'})`);
console.log(`purchases: ${report.purchases.length}; final levels: ${report.final.producers.map((p) => `${p._id} ${p.level}`).join(', ')}`);
console.log(
  `final resources: ${report.final.resources.map((amount) => abbreviate(amount)).join(' / ')} (seed / yield / fertilize / token)`,
);
