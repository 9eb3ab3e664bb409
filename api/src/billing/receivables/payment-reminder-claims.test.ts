// « Envoyer un rappel de paiement » leaves out the invoices a payer is still asked to pay: the
// patient is asked for the rest only, and told nothing when a payer is asked for all she owes.
import { deskMessages } from 'shared-domain/billing/desk-messages';
import type { ApiErrorBody } from 'shared-domain/platform/errors';
import { formatMoney } from 'shared-domain/platform/format';
import { beforeAll, describe, expect, it } from 'vitest';
import { mailsTo, staffMemberWithSession } from '../../testing/team-test-support';
import { readJson, useTestApp } from '../../testing/test-app';
import { issuedInvoice, newPatient } from './ledger-test-support';
import { claimOfInvoice } from '../../testing/insurance-claims';

describe('a payment reminder and the claims waiting on a payer', () => {
  const testApp = useTestApp();
  let reception: { id: string; cookie: string };
  const remind = (patientId: string) =>
    testApp().app.request(`/api/admin/patients/${patientId}/payment-reminder`, { method: 'POST', headers: { cookie: reception.cookie } });

  beforeAll(async () => {
    reception = await staffMemberWithSession(testApp(), 'reception');
  });

  it('names the invoices the patient owes herself, not the one the SAAQ is asked to pay', async () => {
    const patientId = await newPatient(testApp(), { firstName: 'Rosalie', lastName: 'Accidentée', email: 'rosalie.saaq@exemple.ca' });
    const claimed = await issuedInvoice(testApp(), patientId, { totalCents: 9000, issuedOn: '2026-09-01' });
    await claimOfInvoice(testApp(), patientId, claimed.id, { amountCents: 9000, status: 'pending', createdOn: '2026-09-02' });
    const own = await issuedInvoice(testApp(), patientId, { totalCents: 4000, issuedOn: '2026-10-01' });

    const response = await remind(patientId);
    expect(response.status).toBe(201);
    const sent = await readJson<{ invoices: { id: string }[]; balanceCents: number }>(response);
    expect([sent.invoices.map((invoice) => invoice.id), sent.balanceCents]).toEqual([[own.id], 4000]);
    const [mail] = await mailsTo(testApp(), 'rosalie.saaq@exemple.ca');
    expect(mail?.text).toContain(own.number);
    expect(mail?.text).toContain(formatMoney(4000));
    expect(mail?.text).not.toContain(claimed.number);
  });

  it('refuses, in French, when a payer is asked for everything she owes, sending nothing', async () => {
    const patientId = await newPatient(testApp(), { firstName: 'Gilles', lastName: 'Chantier', email: 'gilles.cnesst@exemple.ca' });
    const claimed = await issuedInvoice(testApp(), patientId, { totalCents: 7500, issuedOn: '2026-09-01' });
    await claimOfInvoice(testApp(), patientId, claimed.id, { amountCents: 7500, status: 'submitted', createdOn: '2026-09-02' });

    const response = await remind(patientId);
    expect([response.status, (await readJson<ApiErrorBody>(response)).error.message]).toEqual([422, deskMessages.owedAwaitsPayers]);
    expect(await mailsTo(testApp(), 'gilles.cnesst@exemple.ca')).toEqual([]);
  });
});
