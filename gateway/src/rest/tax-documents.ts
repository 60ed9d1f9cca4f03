import { Router, type Response } from 'express';
import type { Services } from '../services/index.js';
import type { DocumentFile } from '../services/tax/tax-documents.js';
import type { AdminRoute } from './admin-routes-type.js';
import { requestContext } from './request-context.js';

/** A document as a PDF the browser can show or save; private to the buyer and admins, never cached. */
function sendPdf(res: Response, file: DocumentFile): void {
  res
    .type('application/pdf')
    .set('Content-Disposition', `inline; filename="${file.filename}"`)
    .set('Cache-Control', 'private, no-store')
    .send(file.pdf);
}

/**
 * An order's tax documents under /api/orders: GET /{id}/invoice and GET /{id}/credit-notes/{number}
 * (the number URL-encoded: CN%2F2026-27%2F000001). The buyer or an admin; anyone else 404.
 */
export function taxDocumentsRouter(services: Services): Router {
  const router = Router();
  router.get('/:id/invoice', async (req, res) => {
    sendPdf(res, await services.taxDocuments.invoicePdf(requestContext(res), req.params.id));
  });
  router.get('/:id/credit-notes/:number', async (req, res) => {
    sendPdf(res, await services.taxDocuments.creditNotePdf(requestContext(res), req.params.id, req.params.number));
  });
  return router;
}

/** GET /api/admin/gst/{yyyy-mm}.csv: the month's invoices and credit notes, one row per document and rate. */
export const gstExportRoute: AdminRoute = {
  method: 'GET',
  path: '/gst/:month.csv',
  async handle(services, req, res) {
    // Checked before a byte is sent (400 for a bad month, 403 for a shopper); then streamed, each
    // batch written as it is read, waiting while the client is slower than the database.
    const { filename, chunks } = services.gstReport.csv(requestContext(res), req.params.month);
    res
      .type('text/csv; charset=utf-8')
      .set('Content-Disposition', `attachment; filename="${filename}"`)
      .set('Cache-Control', 'private, no-store');
    try {
      for await (const chunk of chunks) {
        if (res.destroyed) return;
        if (!res.write(chunk)) await new Promise<void>((resolve) => res.once('drain', resolve).once('close', resolve));
      }
    } catch (err) {
      // The status line is gone: a broken download is all that can still say something failed.
      if (res.headersSent) {
        res.destroy(err as Error);
        return;
      }
      throw err;
    }
    res.end();
  },
};
