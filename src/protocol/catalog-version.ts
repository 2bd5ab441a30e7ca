/**
 * A version of the catalog on the wire and in the database (`catalog_versions.catalog`), checked
 * against the domain's `Catalog`, and GET /backend/hub/catalog, which answers the active version.
 */
import { z } from 'zod/mini';
import type { AdCardDef, CardRewardDef, Catalog, ProducerDef, ProductDef, SpinSlot } from '#domain/catalog-types';
import { MAX_DAILY_TRIGGERS, MAX_INTERVAL_MS, MAX_PRICE, MIN_PRODUCT_REPEAT_MS } from '#domain/content-bounds';
import { catalogIdSchema, eventDefSchema, questDefSchema, rewardSchema, rewardsSchema, titleSchema, wholeSchema } from './catalog.ts';
import { resourceIndexSchema, seasonSchema } from './player-state.ts';
import type { SameType } from './type-check.ts';

export const CATALOG_PATH = '/backend/hub/catalog';

/** A finite amount of a resource, never negative. */
const amount = z.number().check(z.nonnegative('an amount cannot be negative'));
/** A producer's vector of amounts: finite, never negative. */
const amountsSchema = z.tuple([amount, amount, amount, amount]);
const weight = wholeSchema(1000, 'a weight');
const ms = wholeSchema(MAX_INTERVAL_MS, 'a time (ms)');

export const producerDefSchema = z.object({
  id: catalogIdSchema,
  name: titleSchema,
  season: seasonSchema,
  tier: wholeSchema(100, 'a tier', 1),
  interval: z.number().check(z.positive(), z.lte(MAX_INTERVAL_MS)),
  inputs: amountsSchema,
  outputs: amountsSchema,
  resource: resourceIndexSchema,
  cost: amountsSchema,
  upgradeBase: amountsSchema,
  growth: z.number().check(z.gt(1), z.lte(3)),
  starter: z.boolean(),
});
const _producerMatches: SameType<z.infer<typeof producerDefSchema>, ProducerDef> = true;

export const spinSlotSchema = z.object({ slot: z.int(), weight, reward: rewardSchema });
const _slotMatches: SameType<z.infer<typeof spinSlotSchema>, SpinSlot> = true;

export const adCardDefSchema = z.object({
  kind: z.enum(['water', 'spin', 'user', 'insta']),
  reward: rewardSchema,
  cooldown: ms,
  dailyLimit: wholeSchema(MAX_DAILY_TRIGGERS, 'grants a day'),
});
const _adCardMatches: SameType<z.infer<typeof adCardDefSchema>, AdCardDef> = true;

export const productDefSchema = z.object({
  id: catalogIdSchema,
  name: titleSchema,
  list: z.enum(['limited', 'spin']),
  price: wholeSchema(MAX_PRICE, 'a price'),
  rewards: rewardsSchema,
  repeatMs: z.nullable(wholeSchema(MAX_INTERVAL_MS, 'a repeat (ms)', MIN_PRODUCT_REPEAT_MS)),
  expiresAt: z.nullable(z.int().check(z.nonnegative())),
  expiresAfterSignupMs: z.nullable(ms),
});
const _productMatches: SameType<z.infer<typeof productDefSchema>, ProductDef> = true;

export const cardRewardSchema = z.object({ weight, reward: rewardSchema });
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
