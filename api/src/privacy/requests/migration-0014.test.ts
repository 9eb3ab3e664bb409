// Migration 0014: the record's access requests and the portal's correction requests, written before
// the one queue existed, are found in `privacy_requests` with their patient, days and answers.
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { asc } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/libsql/migrator';
import { describe, expect, it } from 'vitest';
import { migrateDatabase } from '../../platform/db/migrate';
import { privacyRequests } from '../../platform/db/schema';
import { createTestApp } from '../../testing/test-app';

const migrationsFolder = fileURLToPath(new URL('../../../drizzle', import.meta.url));

describe('migration 0014_privacy_requests_queue', () => {
  it('copies both kinds of old requests into the queue, numbered per year, then drops the old tables', async () => {
    const app = await createTestApp({ database: 'empty' });
    const before = await mkdtemp(join(tmpdir(), 'migrations-before-0014-'));
    try {
      await cp(migrationsFolder, before, { recursive: true });
      const journalPath = join(before, 'meta', '_journal.json');
      const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: { tag: string }[] };
      const upTo = journal.entries.findIndex((entry) => entry.tag === '0014_privacy_requests_queue');
      expect(upTo).toBeGreaterThan(0);
      await writeFile(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, upTo) }));
      await migrate(app.db, { migrationsFolder: before });

      const at = '2026-01-05T15:00:00.000Z';
      await app.client.batch(
        [
          {
            sql: "INSERT INTO staff_users (id, email, full_name, role, password_hash, created_at) VALUES ('staff-1', 'dre@clinique.example', 'Dre Tremblay', 'admin', 'x', ?)",
            args: [at],
          },
          {
            sql: "INSERT INTO patients (id, first_name, last_name, email, created_at, updated_at) VALUES ('p-1', 'Camille', 'Gagnon', 'camille@courriel.example', ?, ?), ('p-2', 'Mathieu', 'Roy', NULL, ?, ?)",
            args: [at, at, at, at],
          },
          // An access request answered, one still open (the year before), and two corrections.
          {
            sql: `INSERT INTO record_access_requests (id, patient_id, received_on, due_on, answered_on, answered_by, note, created_by, created_at, updated_at) VALUES
              ('a-1', 'p-1', '2026-03-02', '2026-03-22', '2026-03-10', 'staff-1', 'Copie demandée au comptoir', 'staff-1', '2026-03-02T14:00:00.000Z', '2026-03-10T14:00:00.000Z'),
              ('a-2', 'p-2', '2025-12-30', '2026-01-19', NULL, NULL, NULL, 'staff-1', '2025-12-30T14:00:00.000Z', '2025-12-30T14:00:00.000Z')`,
            args: [],
          },
          {
            sql: `INSERT INTO record_correction_requests (id, patient_id, message, status, created_at, answered_at) VALUES
              ('c-1', 'p-1', 'Ma date de naissance est fausse', 'answered', '2026-02-01T03:00:00.000Z', '2026-02-05T16:00:00.000Z'),
              ('c-2', 'p-2', 'Mon adresse a changé', 'open', '2026-04-01T16:00:00.000Z', NULL)`,
            args: [],
          },
        ],
        'write',
      );

      await migrateDatabase(app.db);

      const rows = await app.db.select().from(privacyRequests).orderBy(asc(privacyRequests.reference));
      const view = rows.map((row) => ({
        id: row.id,
        reference: row.reference,
        kind: row.kind,
        channel: row.channel,
        patientId: row.patientId,
        requesterName: row.requesterName,
        requesterEmail: row.requesterEmail,
        details: row.details,
        receivedOn: row.receivedOn,
        dueOn: row.dueOn,
        status: row.status,
        answeredOn: row.answeredOn,
        answeredBy: row.answeredBy,
      }));
      expect(view).toEqual([
        {
          id: 'a-2',
          reference: 'DEM-2025-0001',
          kind: 'access',
          channel: 'desk',
          patientId: 'p-2',
          requesterName: 'Mathieu Roy',
          requesterEmail: null,
          details: null,
          receivedOn: '2025-12-30',
          dueOn: '2026-01-19',
          status: 'open',
          answeredOn: null,
          answeredBy: null,
        },
        {
          // Sent at 22:00 the evening before in Montréal: the clinic's day, not UTC's.
          id: 'c-1',
          reference: 'DEM-2026-0001',
          kind: 'correction',
          channel: 'portal',
          patientId: 'p-1',
          requesterName: 'Camille Gagnon',
          requesterEmail: 'camille@courriel.example',
          details: 'Ma date de naissance est fausse',
          receivedOn: '2026-01-31',
          dueOn: '2026-02-20',
          status: 'answered',
          answeredOn: '2026-02-05',
          answeredBy: null,
        },
        {
          id: 'a-1',
          reference: 'DEM-2026-0002',
          kind: 'access',
          channel: 'desk',
          patientId: 'p-1',
          requesterName: 'Camille Gagnon',
          requesterEmail: 'camille@courriel.example',
          details: 'Copie demandée au comptoir',
          receivedOn: '2026-03-02',
          dueOn: '2026-03-22',
          status: 'answered',
          answeredOn: '2026-03-10',
          answeredBy: 'staff-1',
        },
        {
          id: 'c-2',
          reference: 'DEM-2026-0003',
          kind: 'correction',
          channel: 'portal',
          patientId: 'p-2',
          requesterName: 'Mathieu Roy',
          requesterEmail: null,
          details: 'Mon adresse a changé',
          receivedOn: '2026-04-01',
          dueOn: '2026-04-21',
          status: 'open',
          answeredOn: null,
          answeredBy: null,
        },
      ]);
      const tables = await app.client.execute(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name IN ('record_access_requests', 'record_correction_requests')",
      );
      expect(tables.rows).toEqual([]);
    } finally {
      await rm(before, { recursive: true, force: true });
      await app.cleanup();
    }
  });
});
