import type { AdminRoute } from './admin-routes-type.js';
import { requestContext } from './request-context.js';
import { invalidInput } from '../services/errors.js';

const text = (value: unknown) => (typeof value === 'string' && value ? value : null);

function dateParam(value: unknown, name: string): Date | null {
  const given = text(value);
  if (!given) return null;
  const date = new Date(given);
  if (Number.isNaN(date.getTime())) throw invalidInput(`${name} must be a date (2026-11-28 or an ISO time)`, name);
  return date;
}

/** The audit log as CSV: `GET /api/admin/audit.csv?person=&kind=&object=&from=&to=` (auditRead). */
export const auditCsvRoute: AdminRoute = {
  method: 'GET',
  path: '/audit.csv',
  async handle(services, req, res) {
    const csv = await services.audit.csv(requestContext(res), {
      actor: text(req.query.person),
      kind: text(req.query.kind),
      object: text(req.query.object),
      from: dateParam(req.query.from, 'from'),
      to: dateParam(req.query.to, 'to'),
    });
    res
      .type('text/csv; charset=utf-8')
      .set('Content-Disposition', 'attachment; filename="audit-log.csv"')
      .set('Cache-Control', 'private, no-store')
      .send(csv);
  },
};
