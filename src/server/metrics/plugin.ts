/**
 * GET /metrics (Prometheus text) and the hooks that feed it: every answer by route pattern and
 * status, engine actions by outcome and refusal reason, logins. The route answers only with
 * `Authorization: Bearer $METRICS_TOKEN`; without a configured token it is open outside production
 * (a developer's curl) and absent (404) in production. A wrong token gets the same 404.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { ACTION_TYPES } from '#domain/actions';
import { LOGIN_PATH } from '#protocol/auth';
import { ENGINE_PREFIX } from '#protocol/engine';
import { HEADERS } from '#protocol/headers';
import type { ServerConfig } from '../config.ts';
import type { AppMetrics } from './registry.ts';

export const METRICS_PATH = '/metrics';
const ACTIONS = new Set<string>(ACTION_TYPES);

function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

/** Compares digests, so neither the token's length nor its bytes leak through timing. */
function bearerMatches(header: string | undefined, token: string): boolean {
  return header !== undefined && timingSafeEqual(digest(header), digest(`Bearer ${token}`));
}

function refusalReason(payload: unknown): string {
  if (typeof payload !== 'string') return 'unknown';
  try {
    const reason = (JSON.parse(payload) as { reason?: unknown }).reason;
    return typeof reason === 'string' && /^[A-Z_]{1,64}$/.test(reason) ? reason : 'unknown';
  } catch {
    return 'unknown';
  }
}

/** An action's answer: each action is its own route, `/backend/hub/engine/<action>`. */
function countAction(metrics: AppMetrics, action: string, reply: FastifyReply, payload: unknown): void {
  const status = reply.statusCode;
  if (status < 300) {
    const replayed = reply.getHeader(HEADERS.idempotentReplayed) === 'true';
    metrics.actions.inc({ action, outcome: replayed ? 'replayed' : 'applied', reason: '' });
  } else if (status < 500) metrics.actions.inc({ action, outcome: 'refused', reason: refusalReason(payload) });
  else metrics.actions.inc({ action, outcome: 'failed', reason: '' });
}

/** Hooks first (before any route), so every answer is counted. */
export function registerMetrics(app: FastifyInstance, metrics: AppMetrics, config: ServerConfig): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    const route = request.routeOptions.url;
    const action = route?.startsWith(ENGINE_PREFIX) === true ? route.slice(ENGINE_PREFIX.length) : undefined;
    if (action !== undefined && ACTIONS.has(action)) countAction(metrics, action, reply, payload);
    else if (route === LOGIN_PATH) metrics.logins.inc({ outcome: reply.statusCode === 200 ? 'ok' : 'refused' });
    done(null, payload);
  });
  app.addHook('onResponse', (request, reply, done) => {
    metrics.requests.observe(
      { method: request.method, route: request.routeOptions.url ?? 'unmatched', status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
    done();
  });
  app.addHook('onClose', (_app, done) => {
    metrics.close();
    done();
  });

  const token = config.metricsToken;
  app.get(METRICS_PATH, async (request, reply) => {
    const open = token === undefined && config.mode !== 'production';
    if (!open && (token === undefined || !bearerMatches(request.headers.authorization, token))) {
      reply.callNotFound();
      return reply;
    }
    const text = await metrics.registry.metrics();
    return reply.type(metrics.registry.contentType).header('cache-control', 'no-store').send(text);
  });
}
