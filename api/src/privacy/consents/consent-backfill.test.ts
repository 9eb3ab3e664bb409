// The migration that put the consent ledger in charge of e-mails (0027): the records e-mails
// reached before it (`email_consent` true, or null with an address: « not asked » sent them) get one
// entry of channel « record », so nobody loses reminders; a refusal gets none, so nobody gains any.
// The migrations before it run on an empty in-memory database, the records are written as they
// stood, then 0027 runs.
import { readdirSync, readFileSync } from 'node:fs';
import { createClient } from '@libsql/client';
import { describe, expect, it } from 'vitest';

const folder = new URL('../../../drizzle/', import.meta.url);
const files = readdirSync(folder)
  .filter((name) => name.endsWith('.sql'))
  .sort();
const statementsOf = (name: string) =>
  readFileSync(new URL(name, folder), 'utf8')
    .split('--> statement-breakpoint')
    .map((statement) => statement.trim())
    .filter((statement) => statement !== '');

describe('the migration that puts the consent ledger in charge of e-mails', () => {
  it('enters every record e-mails reached with channel « record », dated then, and keeps the column equal to the ledger', async () => {
    const db = createClient({ url: ':memory:' });
    const ledgerMigration = files.findIndex((name) => name.endsWith('_consent_ledger_drives_email_consent.sql'));
    expect(ledgerMigration).toBeGreaterThan(0);
    for (const name of files.slice(0, ledgerMigration)) {
      for (const statement of statementsOf(name)) await db.execute(statement);
    }
    const at = '2026-11-01T12:00:00.000Z';
    const records: [id: string, email: string | null, consent: number | null][] = [
      ['oui', 'oui@courriel.example', 1],
      ['jamais-demande', 'jamais@courriel.example', null],
      ['refus', 'refus@courriel.example', 0],
      ['sans-adresse', null, null],
      ['deja-au-registre', 'registre@courriel.example', 1],
    ];
    for (const [id, email, consent] of records) {
      await db.execute({
        sql: 'insert into patients (id, first_name, last_name, email, email_consent, created_at, updated_at) values (?, ?, ?, ?, ?, ?, ?)',
        args: [id, 'Avant', id, email, consent, at, at],
      });
    }
    await db.execute({
      sql: `insert into patient_consents (id, patient_id, email, kind, version, channel, given_at, created_at)
            values ('c-1', 'deja-au-registre', 'registre@courriel.example', 'email_reminders', 1, 'desk', ?, ?)`,
      args: [at, at],
    });

    for (const statement of statementsOf(files[ledgerMigration]!)) await db.execute(statement);

    const entries = await db.execute(
      "select patient_id, channel, given_at, withdrawn_at from patient_consents where kind = 'email_reminders' order by patient_id",
    );
    expect(entries.rows.map((row) => [row.patient_id, row.channel])).toEqual([
      ['deja-au-registre', 'desk'],
      ['jamais-demande', 'record'],
      ['oui', 'record'],
    ]);
    const backfilled = entries.rows.filter((row) => row.channel === 'record');
    expect(backfilled.every((row) => /^\d{4}-\d\d-\d\dT[\d:.]+Z$/.test(String(row.given_at)) && row.withdrawn_at === null)).toBe(true);

    const column = await db.execute('select id, email_consent from patients order by id');
    expect(Object.fromEntries(column.rows.map((row) => [row.id, row.email_consent]))).toEqual({
      'deja-au-registre': 1,
      'jamais-demande': 1,
      oui: 1,
      // No entry: no e-mails, as before (a refusal, or no address to write to).
      refus: null,
      'sans-adresse': null,
    });
    db.close();
  });
});
