import type { ApiErrorBody } from 'shared-domain/platform/errors';
import { describe, expect, it } from 'vitest';
import { auditEventsOf } from '../../testing/audit-events';
import { staffMemberWithSession } from '../../testing/team-test-support';
import { readJson, useTestApp } from '../../testing/test-app';
import { loadInvoiceNumbering } from './invoice-numbering';

describe('the invoicing settings', () => {
  const testApp = useTestApp();
  const put = (cookie: string, body: unknown) =>
    testApp().app.request('/api/admin/invoicing', {
      method: 'PUT',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('reads and saves the prefix, the next number and the basis, and audits each value before and after', async () => {
    const { cookie } = await staffMemberWithSession(testApp(), 'admin');
    const read = await testApp().app.request('/api/admin/invoicing', { headers: { cookie } });
    expect(await read.json()).toEqual({ numbering: { invoicePrefix: 'F-', invoiceNextNumber: 1, accountingBasis: 'cash' } });

    const saved = await put(cookie, { invoicePrefix: 'f-2026-', invoiceNextNumber: 120, accountingBasis: 'cash' });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual({
      numbering: { invoicePrefix: 'F-2026-', invoiceNextNumber: 120, accountingBasis: 'cash' },
      changed: ['invoicePrefix', 'invoiceNextNumber'],
    });
    const [audit, ...more] = await auditEventsOf(testApp().db, 'settings.invoicing_updated', '1');
    expect(more).toEqual([]);
    expect(audit?.details).toEqual({
      changes: { invoicePrefix: { before: 'F-', after: 'F-2026-' }, invoiceNextNumber: { before: 1, after: 120 } },
    });

    // Saving the same values changes nothing and writes no entry.
    const again = await put(cookie, { invoicePrefix: 'F-2026-', invoiceNextNumber: 120, accountingBasis: 'cash' });
    expect(((await again.json()) as { changed: string[] }).changed).toEqual([]);
    expect(await auditEventsOf(testApp().db, 'settings.invoicing_updated', '1')).toHaveLength(1);
  });

  // The file shares one database: the first test left the sequence at 120.
  it('never moves the sequence back, and refuses bad input in French without changing anything', async () => {
    const { cookie } = await staffMemberWithSession(testApp(), 'admin');
    await put(cookie, { invoicePrefix: 'F-', invoiceNextNumber: 150, accountingBasis: 'cash' });
    const before = await loadInvoiceNumbering(testApp().db);

    const backwards = await put(cookie, { invoicePrefix: 'F-', invoiceNextNumber: 149, accountingBasis: 'accrual' });
    expect(backwards.status).toBe(422);
    expect((await readJson<ApiErrorBody>(backwards)).error.fields).toEqual({
      invoiceNextNumber: expect.stringContaining('Choisissez 150 ou plus'),
    });

    for (const bad of [
      { invoicePrefix: 'FAC #', invoiceNextNumber: 160, accountingBasis: 'cash' },
      { invoicePrefix: 'F-', invoiceNextNumber: 'soixante', accountingBasis: 'cash' },
      { invoicePrefix: 'F-', invoiceNextNumber: 160, accountingBasis: 'mensuelle' },
      { invoicePrefix: 'F-', invoiceNextNumber: 160 },
    ]) {
      const response = await put(cookie, bad);
      expect(response.status).toBe(422);
      expect(Object.values((await readJson<ApiErrorBody>(response)).error.fields ?? {}).join(' ')).toMatch(/[éèà]|doit/);
    }
    const malformed = await testApp().app.request('/api/admin/invoicing', {
      method: 'PUT',
      headers: { cookie, 'content-type': 'application/json' },
      body: '{"invoicePrefix":',
    });
    expect(malformed.status).toBe(400);
    expect(await loadInvoiceNumbering(testApp().db)).toEqual(before);
  });

  it('is the admin’s only: a practitioner and the reception are refused', async () => {
    for (const role of ['practitioner', 'reception'] as const) {
      const { cookie } = await staffMemberWithSession(testApp(), role);
      expect((await testApp().app.request('/api/admin/invoicing', { headers: { cookie } })).status).toBe(403);
      expect((await put(cookie, { invoicePrefix: 'X-', invoiceNextNumber: 900, accountingBasis: 'accrual' })).status).toBe(403);
    }
    expect((await loadInvoiceNumbering(testApp().db)).invoicePrefix).not.toBe('X-');
  });
});
