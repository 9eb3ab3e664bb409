// « Paramètres avancés › Facturation »: the invoice numbering and the accounting basis,
// mounted at /api/admin/invoicing. Admin only: it shapes every invoice and every financial report.
import { Hono } from 'hono';
import { invoiceNumberingSchema } from 'shared-domain/billing/invoice-numbering';
import type { AppDeps } from '../../deps';
import { allow } from '../../platform/http/allow';
import type { AdminEnv } from '../../platform/http/subject';
import { validate } from '../../platform/http/validate';
import { loadInvoiceNumbering, saveInvoiceNumbering } from './invoice-numbering';

export function invoicingRoutes(deps: AppDeps) {
  return new Hono<AdminEnv>()
    .get('/', allow('management'), async (c) => c.json({ numbering: await loadInvoiceNumbering(deps.db) }, 200))
    .put('/', allow('management'), validate('json', invoiceNumberingSchema), async (c) => {
      const { numbering, changes } = await saveInvoiceNumbering(c, deps, c.req.valid('json'));
      return c.json({ numbering, changed: Object.keys(changes) }, 200);
    });
}
