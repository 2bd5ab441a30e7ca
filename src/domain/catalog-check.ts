/**
 * The checks a catalog must pass beyond its shape before it can be played: ids unique, references
 * that resolve, a starter in each season, a full wheel and draws that can land. Each problem is a
 * sentence for the operator; none means the rules can run on it.
 */
import type { Catalog } from './catalog-types.ts';
import { AD_CARD_KINDS, SEASONS } from './catalog-types.ts';
import { DAILY_CEILINGS, rewardExcess, rewardUnit } from './content-bounds.ts';
import { WHEEL_SLOTS } from './spin.ts';

function duplicates(ids: readonly string[]): string[] {
  return [...new Set(ids.filter((id, index) => ids.indexOf(id) !== index))];
}

function producerProblems(catalog: Catalog): string[] {
  const problems = duplicates(catalog.producers.map((def) => def.id)).map((id) => `producer ${id} is listed twice`);
  for (const season of SEASONS) {
    const defs = catalog.producers.filter((def) => def.season === season);
    if (!defs.some((def) => def.starter)) problems.push(`the ${season} season has no starter producer`);
    for (const tier of duplicates(defs.map((def) => String(def.tier))))
      problems.push(`the ${season} season has two producers of tier ${tier}`);
  }
  return problems;
}

function questProblems(catalog: Catalog): string[] {
  const problems = duplicates(catalog.quests.map((quest) => quest.id)).map((id) => `quest ${id} is listed twice`);
  const main = new Set(catalog.producers.filter((def) => def.season === 'main').map((def) => def.id));
  for (const quest of catalog.quests) {
    const condition = quest.condition;
    if (condition.type === 'own' && !main.has(condition.producer))
      problems.push(`quest ${quest.id} asks to own ${condition.producer}, which is not a main-season producer`);
  }
  return [...problems, ...dailyQuestProblems(catalog)];
}

/**
 * A daily quest is paid again every day: only the check-in is a new deed each day (a condition
 * met once stays met), and each reward keeps under the daily ceilings. Problems start with the path.
 */
function dailyQuestProblems(catalog: Catalog): string[] {
  const problems: string[] = [];
  catalog.quests.forEach((quest, index) => {
    if (quest.repeat !== 'daily') return;
    if (quest.condition.type !== 'checkin')
      problems.push(
        `quests.${index}.repeat: quest ${quest.id} is daily but its ${quest.condition.type} condition stays met, so only a check-in quest may be daily`,
      );
    quest.rewards.forEach((reward, at) => {
      for (const { field, value, ceiling } of rewardExcess(reward, DAILY_CEILINGS))
        problems.push(
          `quests.${index}.rewards.${at}.${field}: daily quest ${quest.id} pays ${value} ${rewardUnit(reward, field)}; a daily reward pays at most ${ceiling}`,
        );
    });
  });
  return problems;
}

function drawProblems(catalog: Catalog): string[] {
  const problems: string[] = [];
  const slots = catalog.spinSlots;
  if (slots.length !== WHEEL_SLOTS || slots.some((slot, index) => slot.slot !== index))
    problems.push(`the wheel needs exactly ${WHEEL_SLOTS} slots numbered 0 to ${WHEEL_SLOTS - 1} in order`);
  if (slots.reduce((sum, slot) => sum + slot.weight, 0) <= 0) problems.push('the wheel has no slot with a weight');
  if (catalog.cardRewards.reduce((sum, card) => sum + card.weight, 0) <= 0) problems.push('the card draw has no reward with a weight');
  for (const kind of AD_CARD_KINDS)
    if (catalog.adCards[kind].kind !== kind) problems.push(`ad card ${kind} says it is ${catalog.adCards[kind].kind}`);
  for (const type of ['TRACTOR', 'CARD'] as const)
    if (catalog.events[type].type !== type) problems.push(`event ${type} says it is ${catalog.events[type].type}`);
  return problems;
}

/** What stops `catalog` from being played (empty when nothing does). */
export function catalogProblems(catalog: Catalog): string[] {
  const products = duplicates(catalog.products.map((def) => def.id)).map((id) => `product ${id} is listed twice`);
  return [...producerProblems(catalog), ...questProblems(catalog), ...products, ...drawProblems(catalog)];
}
