/**
 * The console's Content page: the catalog's versions, a draft saved from the editor, the verdict
 * on a candidate, publishing a draft and rolling back, on the same services as `npm run admin --
 * catalog`. A refusal is a 422 with the problems and the failed targets, and changes nothing;
 * every change is audited.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CONSOLE_API } from '#protocol/console';
import {
  CONTENT_API,
  contentCatalogBodySchema,
  contentVerdictSchema,
  contentVersionSchema,
  contentVersionsSchema,
  type ContentRefusal,
} from '#protocol/console-content';
import type { AppContext } from '../../context.ts';
import { HttpError } from '../../http-error.ts';
import { audit } from '../../console/audit.ts';
import {
  checkCatalog,
  listCatalogVersions,
  publishCatalogDraft,
  readCatalogVersion,
  rollbackCatalog,
  saveCatalogDraft,
  type FailedTarget,
} from '../../services/catalog-versions.ts';

const PATH = `${CONSOLE_API}${CONTENT_API}`;
const versionParams = z.object({ version: z.coerce.number().int().positive() });

function refuse(reply: FastifyReply, message: string, problems: string[], failedTargets: FailedTarget[]): FastifyReply {
  const body: ContentRefusal = { message, reason: 'CATALOG_REFUSED', problems, failedTargets };
  return reply.code(422).send(body);
}

export function registerContentRoutes(fastify: FastifyInstance, context: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, config } = context;
  app.get(`${PATH}/versions`, { schema: { response: { 200: contentVersionsSchema } } }, async () => ({
    versions: await listCatalogVersions(db),
  }));
  app.get(`${PATH}/versions/:version`, { schema: { params: versionParams, response: { 200: contentVersionSchema } } }, async (request) => {
    const stored = await readCatalogVersion(db, request.params.version);
    if (stored === undefined) throw new HttpError(404, 'NOT_FOUND', `No catalog version ${request.params.version}`);
    return { version: request.params.version, ...stored };
  });
  app.post(`${PATH}/check`, { schema: { body: contentCatalogBodySchema, response: { 200: contentVerdictSchema } } }, async (request) =>
    checkCatalog(db, request.body.catalog),
  );
  app.post(`${PATH}/drafts`, { schema: { body: contentCatalogBodySchema } }, async (request, reply) => {
    const now = config.now();
    const draft = await saveCatalogDraft(db, request.body.catalog, request.operatorId, now);
    if (!draft.ok) return refuse(reply, 'The draft is not a catalog', draft.problems, []);
    await audit(db, { operatorId: request.operatorId, action: 'catalog-draft', target: String(draft.version) }, now);
    return { version: draft.version };
  });
  app.post(`${PATH}/versions/:version/publish`, { schema: { params: versionParams } }, async (request, reply) => {
    const now = config.now();
    const outcome = await publishCatalogDraft(db, request.params.version, request.operatorId, now);
    if (!outcome.ok) return refuse(reply, `Version ${request.params.version} was not published`, outcome.problems, outcome.failedTargets);
    await audit(db, { operatorId: request.operatorId, action: 'catalog-publish', target: String(outcome.version) }, now);
    return { version: outcome.version };
  });
  app.post(`${PATH}/versions/:version/rollback`, { schema: { params: versionParams } }, async (request, reply) => {
    const now = config.now();
    const { version } = request.params;
    const outcome = await rollbackCatalog(db, version, request.operatorId, now);
    if (!outcome.ok) return refuse(reply, `Version ${version} was not made active again`, outcome.problems, outcome.failedTargets);
    await audit(
      db,
      { operatorId: request.operatorId, action: 'catalog-rollback', target: String(outcome.version), detail: { from: version } },
      now,
    );
    return { version: outcome.version };
  });
}
