/**
 * Catalogs that would break the economy (each found once by an audit): every one must be refused
 * by the catalog's schema or its checks, with the problem's path.
 */
import { CATALOG_V1 } from '../catalog.ts';
import type { Catalog, QuestDef, Reward } from '../catalog-types.ts';

const tokens = (amount: number): Reward => ({ type: 'resource', resource: 3, amount, minutes: 0 });

function withQuest(quest: QuestDef): Catalog {
  return { ...CATALOG_V1, quests: [...CATALOG_V1.quests, quest] };
}

function changeQuest(id: string, change: (quest: QuestDef) => QuestDef): Catalog {
  return { ...CATALOG_V1, quests: CATALOG_V1.quests.map((quest) => (quest.id === id ? change(quest) : quest)) };
}

/** A bad catalog, and the start of the problem it must be refused with (`path: ...`). */
export interface BadCatalog {
  name: string;
  catalog: Catalog;
  problem: string;
}

const added = CATALOG_V1.quests.length;
const questAt = (id: string): number => CATALOG_V1.quests.findIndex((quest) => quest.id === id);

export const BAD_CATALOGS: readonly BadCatalog[] = [
  {
    name: 'a daily invite quest for 1 friend paying 1e15 tokens',
    catalog: withQuest({
      id: 'invite-daily',
      title: 'Invite',
      repeat: 'daily',
      condition: { type: 'invite', friends: 1 },
      rewards: [tokens(1e15)],
    }),
    problem: `quests.${added}.rewards.0.amount: `,
  },
  {
    name: 'the channel quest paying 1e9 spins',
    catalog: changeQuest('join-channel', (quest) => ({ ...quest, rewards: [{ type: 'spin', amount: 1e9 }] })),
    problem: `quests.${questAt('join-channel')}.rewards.0.amount: `,
  },
  {
    name: 'a spin reward of 0.5',
    catalog: {
      ...CATALOG_V1,
      spinSlots: CATALOG_V1.spinSlots.map((slot) => (slot.slot === 6 ? { ...slot, reward: { type: 'spin', amount: 0.5 } } : slot)),
    },
    problem: 'spinSlots.6.reward.amount: spins must be a whole number',
  },
  {
    name: 'a negative token reward',
    catalog: changeQuest('own-field', (quest) => ({ ...quest, rewards: [tokens(-988_000)] })),
    problem: `quests.${questAt('own-field')}.rewards.0.amount: an amount must be at least 0`,
  },
  {
    name: 'negative water',
    catalog: {
      ...CATALOG_V1,
      cardRewards: CATALOG_V1.cardRewards.map((card, index) => (index === 3 ? { ...card, reward: { type: 'water', minutes: -60 } } : card)),
    },
    problem: 'cardRewards.3.reward.minutes: minutes of water must be at least 1',
  },
  {
    name: 'a quest id __proto__',
    catalog: withQuest({ id: '__proto__', title: 'Proto', repeat: 'once', condition: { type: 'checkin' }, rewards: [tokens(1)] }),
    problem: `quests.${added}.id: an id is lower-case letters`,
  },
  {
    name: 'a quest id constructor',
    catalog: withQuest({ id: 'constructor', title: 'Build', repeat: 'once', condition: { type: 'checkin' }, rewards: [tokens(1)] }),
    problem: `quests.${added}.id: this id is a reserved name`,
  },
  {
    name: 'an invite quest for 1e308 friends',
    catalog: changeQuest('invite-20', (quest) => ({ ...quest, condition: { type: 'invite', friends: 1e308 } })),
    problem: `quests.${questAt('invite-20')}.condition.friends: `,
  },
  {
    name: 'a daily invite quest with a small reward',
    catalog: withQuest({
      id: 'invite-daily',
      title: 'Invite',
      repeat: 'daily',
      condition: { type: 'invite', friends: 1 },
      rewards: [tokens(100)],
    }),
    problem: `quests.${added}.repeat: quest invite-daily is daily`,
  },
  {
    name: 'a daily check-in paying 1000 tokens',
    catalog: changeQuest('daily-checkin', (quest) => ({ ...quest, rewards: [tokens(1000)] })),
    problem: `quests.${questAt('daily-checkin')}.rewards.0.amount: daily quest daily-checkin pays 1000 tokens; a daily reward pays at most 250`,
  },
  {
    name: 'a producer making negative seeds',
    catalog: {
      ...CATALOG_V1,
      producers: CATALOG_V1.producers.map((def) => (def.id === 'field' ? { ...def, outputs: [-5, 0, 0, 0] } : def)),
    },
    problem: `producers.${CATALOG_V1.producers.findIndex((def) => def.id === 'field')}.outputs.0: an amount cannot be negative`,
  },
];
