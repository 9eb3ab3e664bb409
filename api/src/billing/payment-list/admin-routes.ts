// « Paiements », mounted at /api/admin/payments (the list) and /api/admin/payments.csv
// (its export, every column shown, for Excel in French or in English: `format`): the cash desk's books (`cashDesk`), every payment of the
// clinic; the practitioner reads an invoice's own payments on the invoice. Each read and each
// export is audited.
import { Hono } from 'hono';
import type { z } from 'zod';
import { paymentListQuerySchema } from 'shared-domain/billing/payment-list';
import { loadClinicSettings } from '../../clinic/public';
import type { AppDeps } from '../../deps';
import { recordStaffAuditEvent } from '../../platform/audit/record-audit-event';
import { csvByteOrderMark } from '../../platform/files/csv-file';
import { fieldRefusal } from '../../platform/http/app-error';
import { allow } from '../../platform/http/allow';
import type { AdminEnv } from '../../platform/http/subject';
import { validate } from '../../platform/http/validate';
import { clinicToday } from '../../clinic/public';
import { decodeTransactionCursor, encodeTransactionCursor, transactionCursorMessage } from '../payments/transaction-cursor';
import { allPayments, listPayments, type PaymentFilter, paymentPeriod } from './payment-list';
import { paymentsCsvFileName, paymentsCsvHeader, paymentsCsvRows } from './payments-csv';

type PaymentQuery = z.output<typeof paymentListQuerySchema>;

async function filterOf(deps: AppDeps, query: PaymentQuery): Promise<PaymentFilter> {
  const { from, to } = paymentPeriod(query, await clinicToday(deps));
  return { from, to, tender: query.tender, patientId: query.patientId, staffId: query.staffId, closedDay: query.closedDay };
}

export function paymentListRoutes(deps: AppDeps) {
  return new Hono<AdminEnv>().get('/', allow('cashDesk'), validate('query', paymentListQuerySchema), async (c) => {
    const query = c.req.valid('query');
    const cursor = query.cursor === undefined ? undefined : decodeTransactionCursor(query.cursor);
    if (query.cursor !== undefined && !cursor) throw fieldRefusal('cursor', transactionCursorMessage);
    const filter = await filterOf(deps, query);
    const list = await listPayments(deps.db, filter, cursor, encodeTransactionCursor);
    await recordStaffAuditEvent(c, deps, {
      action: 'payments.viewed',
      entity: 'payment_transactions',
      details: { count: list.payments.length },
    });
    return c.json({ ...list, from: filter.from, to: filter.to }, 200);
  });
}

export function paymentCsvRoutes(deps: AppDeps) {
  return new Hono<AdminEnv>().get('/', allow('cashDesk'), validate('query', paymentListQuerySchema), async (c) => {
    const query = c.req.valid('query');
    const filter = await filterOf(deps, query);
    const { timeZone } = await loadClinicSettings(deps.db);
    let text = csvByteOrderMark + paymentsCsvHeader(query.format);
    let count = 0;
    for await (const page of allPayments(deps.db, filter)) {
      text += paymentsCsvRows(page, timeZone, query.format);
      count += page.length;
    }
    await recordStaffAuditEvent(c, deps, {
      action: 'payments.exported',
      entity: 'payment_transactions',
      details: { count, from: filter.from, to: filter.to },
    });
    return c.body(text, 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${paymentsCsvFileName(filter)}"`,
    });
  });
}
