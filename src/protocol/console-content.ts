/**
 * The console's Content API (`/admin/api/content/...`): the catalog's versions, drafts, the
 * balance verdict on a candidate, publishing and rollback. A refused publish or rollback answers
 * 422 with the problems and the simulation targets it missed.
 */
import { z } from 'zod/mini';
import { catalogSchema } from './catalog-version.ts';

export const CONTENT_API = '/content';

const versionRowSchema = z.object({
  version: z.number(),
  status: z.enum(['draft', 'published']),
  createdBy: z.nullable(z.number()),
  createdAt: z.number(),
  publishedAt: z.nullable(z.number()),
  publishedBy: z.nullable(z.number()),
  active: z.boolean(),
});
export type ContentVersionRow = z.infer<typeof versionRowSchema>;
export const contentVersionsSchema = z.object({ versions: z.array(versionRowSchema) });

export const contentVersionSchema = z.object({ version: z.number(), status: z.enum(['draft', 'published']), catalog: catalogSchema });

/** A candidate catalog, checked on the server (its shape too): a draft to save or to judge. */
export const contentCatalogBodySchema = z.object({ catalog: z.unknown() });

/** A simulation target: its name, the figure the candidate played, the limit, and whether it is met. */
const targetCheckSchema = z.object({ target: z.string(), figure: z.string(), limit: z.string(), ok: z.boolean() });
/** The verdict on a candidate: problems (shape, references, owned producers), then every target. */
export const contentVerdictSchema = z.object({ problems: z.array(z.string()), checks: z.array(targetCheckSchema) });
export type ContentVerdict = z.infer<typeof contentVerdictSchema>;

/** A saved draft or a published version. */
export const contentSavedSchema = z.object({ version: z.number() });

/** The 422 of a refused draft, publish or rollback (on top of `{ message, reason }`). */
export const contentRefusalSchema = z.object({
  message: z.string(),
  reason: z.string(),
  problems: z.array(z.string()),
  failedTargets: z.array(z.object({ target: z.string(), figure: z.string(), limit: z.string() })),
});
export type ContentRefusal = z.infer<typeof contentRefusalSchema>;
