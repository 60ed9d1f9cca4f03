// GET /metrics: off unless METRICS_TOKEN is set, then only for `Authorization: Bearer <token>`.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { RequestHandler } from 'express';
import { logger } from '../telemetry/logger.js';
import { registry } from '../telemetry/metrics.js';
import { clusterMetricsText, inClusterWorker } from './cluster-metrics.js';

/** Compares hashes, so neither the content nor the length of the token leaks through timing. */
function sameToken(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/** The scrape endpoint: 404 when off, 401 without the token, the Prometheus page otherwise. */
export function metricsEndpoint(token: string | undefined): RequestHandler {
  return async (req, res) => {
    if (!token) {
      res.status(404).json({ error: 'not_found', message: 'Not found' });
      return;
    }
    const given = /^Bearer\s+(\S+)$/i.exec(req.get('authorization')?.trim() ?? '')?.[1];
    if (!given || !sameToken(given, token)) {
      res.status(401).set('WWW-Authenticate', 'Bearer realm="metrics"').json({
        error: 'unauthorized',
        message: 'The metrics need the bearer token set in METRICS_TOKEN',
      });
      return;
    }
    try {
      const text = inClusterWorker() ? await clusterMetricsText() : await registry.metrics();
      res.set('Content-Type', registry.contentType).set('Cache-Control', 'no-store').send(text);
    } catch (error) {
      logger.warn({ component: 'metrics', err: error }, 'metrics could not be gathered');
      res.status(503).set('Retry-After', '5').json({ error: 'unavailable', message: 'Metrics are not available now' });
    }
  };
}
