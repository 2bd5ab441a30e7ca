/**
 * A version of the catalog on the wire and in the database (`catalog_versions.catalog`), checked
 * against the domain's `Catalog`, and GET /backend/hub/catalog, which answers the active version.
 */
import { z } from 'zod/mini';
import type { AdCardDef, CardRewardDef, Catalog, ProducerDef, ProductDef, SpinSlot } from '#domain/catalog-types';
import { eventDefSchema, questDefSchema, rewardSchema } from './catalog.ts';
import { resourceIndexSchema, resourcesSchema, seasonSchema } from './player-state.ts';
import type { SameType } from './type-check.ts';

export const CATALOG_PATH = '/backend/hub/catalog';

const count = z.number().check(z.nonnegative());

export const producerDefSchema = z.object({
  id: z.string().check(z.minLength(1)),
  name: z.string().check(z.minLength(1)),
  season: seasonSchema,
  tier: z.int().check(z.positive()),
  interval: z.number().check(z.positive()),
  inputs: resourcesSchema,
  outputs: resourcesSchema,
  resource: resourceIndexSchema,
  cost: resourcesSchema,
  upgradeBase: resourcesSchema,
  growth: z.number().check(z.gt(1)),
  starter: z.boolean(),
});
const _producerMatches: SameType<z.infer<typeof producerDefSchema>, ProducerDef> = true;

export const spinSlotSchema = z.object({ slot: z.int(), weight: count, reward: rewardSchema });
const _slotMatches: SameType<z.infer<typeof spinSlotSchema>, SpinSlot> = true;

export const adCardDefSchema = z.object({
  kind: z.enum(['water', 'spin', 'user', 'insta']),
  reward: rewardSchema,
  cooldown: count,
  dailyLimit: z.int().check(z.nonnegative()),
});
const _adCardMatches: SameType<z.infer<typeof adCardDefSchema>, AdCardDef> = true;

export const productDefSchema = z.object({
  id: z.string().check(z.minLength(1)),
  name: z.string().check(z.minLength(1)),
  list: z.enum(['limited', 'spin']),
  price: z.int().check(z.nonnegative()),
  rewards: z.readonly(z.array(rewardSchema)),
  repeatMs: z.nullable(count),
  expiresAt: z.nullable(count),
  expiresAfterSignupMs: z.nullable(count),
});
const _productMatches: SameType<z.infer<typeof productDefSchema>, ProductDef> = true;

export const cardRewardSchema = z.object({ weight: count, reward: rewardSchema });
const _cardMatches: SameType<z.infer<typeof cardRewardSchema>, CardRewardDef> = true;

export const catalogSchema = z.object({
  producers: z.readonly(z.array(producerDefSchema)),
  quests: z.readonly(z.array(questDefSchema)),
  products: z.readonly(z.array(productDefSchema)),
  adCards: z.readonly(z.object({ water: adCardDefSchema, spin: adCardDefSchema, user: adCardDefSchema, insta: adCardDefSchema })),
  spinSlots: z.readonly(z.array(spinSlotSchema)),
  events: z.readonly(z.object({ TRACTOR: eventDefSchema, CARD: eventDefSchema })),
  cardRewards: z.readonly(z.array(cardRewardSchema)),
});
const _catalogMatches: SameType<z.infer<typeof catalogSchema>, Catalog> = true;

/** The active version of the catalog: its number and its content. */
export const catalogResponseSchema = z.object({ version: z.int().check(z.positive()), catalog: catalogSchema });
export type CatalogResponse = z.infer<typeof catalogResponseSchema>;
