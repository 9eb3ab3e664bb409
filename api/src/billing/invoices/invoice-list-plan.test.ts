import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../testing/test-app';
import { invoicePageQuery } from './invoice-views';

describe('« Factures », the query plan', () => {
  const testApp = useTestApp();

  const planOf = async (query: Parameters<typeof invoicePageQuery>[1]) => {
    const { sql, params } = invoicePageQuery(testApp().db, query, 50).toSQL();
    const plan = await testApp().client.execute({ sql: `explain query plan ${sql}`, args: params as never[] });
    return plan.rows.map((row) => String(row.detail));
  };

  it('reads the unfiltered first page and the next ones newest first from an index, never sorting every invoice', async () => {
    const cursor = Buffer.from(JSON.stringify(['2026-10-01', '2026-10-01T12:00:00.000Z', 'f'.repeat(36)])).toString('base64url');
    for (const query of [{}, { cursor }]) {
      const details = await planOf(query);
      expect(
        details.some((detail) => /invoices USING INDEX invoices_issued_created_idx/.test(detail)),
        details.join('\n'),
      ).toBe(true);
      expect(
        details.some((detail) => /USE TEMP B-TREE FOR ORDER BY/.test(detail)),
        details.join('\n'),
      ).toBe(false);
    }
  });
});
