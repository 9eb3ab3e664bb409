// « Annulations automatisées »: each slot freed in the clinic month, the offers made for
// it and their end (accepted, offering, cascaded, expired, past, not offered, taken some other
// way), who cancelled, and the month's totals with the revenue the waitlist kept.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { CancellationAutomationView, CancellationPathView } from 'shared-domain/automation/automation-views';
import type { ApiErrorBody } from 'shared-domain/platform/errors';
import type { InvitationStatus, SlotOfferStatus } from 'shared-domain/scheduling/slot-offer-status';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoServices } from '../../demo/demo-clinic';
import {
  appointments,
  appointmentSlotOffers,
  auditEvents,
  batchItems,
  batchOperations,
  serviceTypes,
  slotOfferInvitations,
  waitlistEntries,
} from '../../platform/db/schema';
import { recordAuditEvent } from '../../platform/audit/record-audit-event';
import { staffMemberWithSession } from '../../testing/team-test-support';
import { createTestSession, readJson, seededAccounts, useTestApp } from '../../testing/test-app';
import { cancellationOutcomeLabels, clinicMonthRange, pathOutcome, takenElsewhereLabels } from './cancellation-paths';

// The test clock: Wednesday 18 November 2026, 10:00 in Montréal.
describe('« Annulations automatisées »', () => {
  const testApp = useTestApp();
  const cookies = { admin: '', practitioner: '', reception: '' };
  let adminId = '';
  let followUpId = '';
  const ids: Record<string, string> = {};
  const entries: Record<string, string> = {};

  const get = (query: string, cookie = cookies.admin) =>
    testApp().app.request(`/api/admin/automation/cancellations${query}`, { headers: { cookie } });
  const view = async (query = '') => {
    const response = await get(query);
    expect(response.status, query).toBe(200);
    return readJson<CancellationAutomationView>(response);
  };
  const pathOf = (result: CancellationAutomationView, key: string): CancellationPathView | undefined =>
    result.paths.find((path) => path.appointmentId === ids[key] || (path.offerId !== null && path.offerId === ids[`${key}Offer`]));

  async function appointment(key: string, fields: { date: string; time: string; cancelledAt: string }) {
    const id = randomUUID();
    ids[key] = id;
    await testApp()
      .db.insert(appointments)
      .values({
        id,
        name: `Patient ${key}`,
        email: `${key}@courriel.example`,
        phone: '514 555-0100',
        status: 'cancelled',
        scheduledDate: fields.date,
        scheduledTime: fields.time,
        durationMinutes: 30,
        serviceTypeId: followUpId,
        cancelledAt: fields.cancelledAt,
        bookingSource: 'online',
        createdAt: '2026-10-01T12:00:00.000Z',
        updatedAt: '2026-10-01T12:00:00.000Z',
      });
    return id;
  }

  async function offer(
    key: string,
    fields: { appointmentKey?: string; date: string; time: string; status: SlotOfferStatus; createdAt: string },
  ) {
    const id = randomUUID();
    ids[`${key}Offer`] = id;
    const [hours, minutes] = fields.time.split(':').map(Number) as [number, number];
    await testApp()
      .db.insert(appointmentSlotOffers)
      .values({
        id,
        appointmentId: fields.appointmentKey ? ids[fields.appointmentKey] : null,
        serviceTypeId: followUpId,
        // Montréal is five hours behind UTC in November.
        slotDatetime: `${fields.date}T${String(hours + 5).padStart(2, '0')}:${String(minutes).padStart(2, '0')}:00.000Z`,
        slotDate: fields.date,
        slotTime: fields.time,
        durationMinutes: 30,
        status: fields.status,
        createdAt: fields.createdAt,
        updatedAt: fields.createdAt,
      });
    return id;
  }

  async function invite(offerKey: string, person: string, status: InvitationStatus, createdAt: string, expiresAt: string) {
    await testApp()
      .db.insert(slotOfferInvitations)
      .values({
        id: randomUUID(),
        slotOfferId: ids[`${offerKey}Offer`] ?? '',
        waitlistEntryId: entries[person] ?? '',
        tokenHash: randomUUID(),
        status,
        expiresAt,
        createdAt,
      });
  }

  beforeAll(async () => {
    const app = testApp();
    adminId = (await seededAccounts(app)).staffId;
    cookies.admin = await createTestSession(app, { subjectType: 'staff', subjectId: adminId, secondFactorVerified: true });
    cookies.practitioner = (await staffMemberWithSession(app, 'practitioner')).cookie;
    cookies.reception = (await staffMemberWithSession(app, 'reception')).cookie;
    const [followUp] = await app.db
      .select({ id: serviceTypes.id })
      .from(serviceTypes)
      .where(eq(serviceTypes.name, demoServices.followUp.name));
    followUpId = followUp?.id ?? '';
    for (const name of ['Ariane Attente', 'Bruno Suivant', 'Chloé Dernière']) {
      const id = randomUUID();
      entries[name] = id;
      await app.db.insert(waitlistEntries).values({
        id,
        fullName: name,
        email: `${id}@courriel.example`,
        phone: '514 555-0199',
        status: 'waiting',
        createdAt: '2026-10-01T12:00:00.000Z',
        updatedAt: '2026-10-01T12:00:00.000Z',
      });
    }

    // Accepted: the clinic cancelled it with « Annuler » (its audit row as the calendar writes it),
    // the first person let her invitation expire, the second took the slot.
    await appointment('accepted', { date: '2026-11-25', time: '10:00', cancelledAt: '2026-11-18T15:00:00.000Z' });
    await recordAuditEvent(app.deps, {
      actor: { type: 'staff', id: adminId },
      action: 'appointment.cancelled',
      entity: 'appointments',
      entityId: ids.accepted,
      details: { notify: false },
    });
    await offer('accepted', {
      appointmentKey: 'accepted',
      date: '2026-11-25',
      time: '10:00',
      status: 'filled',
      createdAt: '2026-11-18T15:00:30.000Z',
    });
    await invite('accepted', 'Ariane Attente', 'expired', '2026-11-18T15:01:00.000Z', '2026-11-18T17:01:00.000Z');
    await invite('accepted', 'Bruno Suivant', 'accepted', '2026-11-18T17:01:30.000Z', '2026-11-18T19:01:30.000Z');

    // Offering: the first invitation is still open.
    await appointment('offering', { date: '2026-11-26', time: '09:00', cancelledAt: '2026-11-17T14:00:00.000Z' });
    await offer('offering', {
      appointmentKey: 'offering',
      date: '2026-11-26',
      time: '09:00',
      status: 'open',
      createdAt: '2026-11-17T14:00:10.000Z',
    });
    await invite('offering', 'Chloé Dernière', 'pending', '2026-11-18T14:30:00.000Z', '2026-11-18T16:30:00.000Z');

    // Cascaded: declined, then offered to the next person.
    await appointment('cascaded', { date: '2026-11-27', time: '11:00', cancelledAt: '2026-11-16T14:00:00.000Z' });
    await offer('cascaded', {
      appointmentKey: 'cascaded',
      date: '2026-11-27',
      time: '11:00',
      status: 'open',
      createdAt: '2026-11-16T14:00:10.000Z',
    });
    await invite('cascaded', 'Ariane Attente', 'declined', '2026-11-16T14:01:00.000Z', '2026-11-16T16:01:00.000Z');
    await invite('cascaded', 'Bruno Suivant', 'pending', '2026-11-18T14:50:00.000Z', '2026-11-18T16:50:00.000Z');

    // Expired: the only invitation ran out (the job has not marked it yet), nobody else invited.
    await appointment('expired', { date: '2026-11-30', time: '14:00', cancelledAt: '2026-11-15T14:00:00.000Z' });
    await offer('expired', {
      appointmentKey: 'expired',
      date: '2026-11-30',
      time: '14:00',
      status: 'open',
      createdAt: '2026-11-15T14:00:10.000Z',
    });
    await invite('expired', 'Chloé Dernière', 'pending', '2026-11-18T10:00:00.000Z', '2026-11-18T12:00:00.000Z');

    // Past: the slot came with the offer open.
    await appointment('past', { date: '2026-11-16', time: '15:00', cancelledAt: '2026-11-14T14:00:00.000Z' });
    await offer('past', {
      appointmentKey: 'past',
      date: '2026-11-16',
      time: '15:00',
      status: 'expired',
      createdAt: '2026-11-14T14:00:10.000Z',
    });
    await invite('past', 'Ariane Attente', 'expired', '2026-11-14T14:01:00.000Z', '2026-11-14T16:01:00.000Z');

    // Taken some other way while people were invited.
    await appointment('elsewhere', { date: '2026-12-01', time: '09:30', cancelledAt: '2026-11-13T14:00:00.000Z' });
    await offer('elsewhere', {
      appointmentKey: 'elsewhere',
      date: '2026-12-01',
      time: '09:30',
      status: 'filled',
      createdAt: '2026-11-13T14:00:10.000Z',
    });
    await invite('elsewhere', 'Bruno Suivant', 'cancelled', '2026-11-13T14:01:00.000Z', '2026-11-13T16:01:00.000Z');

    // Not offered: a sick day's batch cancelled it without offering the slot (the clinic's).
    await appointment('batch', { date: '2026-11-19', time: '13:00', cancelledAt: '2026-11-11T14:00:00.000Z' });
    const batchId = randomUUID();
    await app.db.insert(batchOperations).values({
      id: batchId,
      kind: 'cancel',
      params: {},
      summary: 'Journée maladie',
      ratePerMinute: 30,
      createdBy: adminId,
      createdAt: '2026-11-11T14:00:00.000Z',
    });
    await app.db.insert(batchItems).values({ id: randomUUID(), batchId, appointmentId: ids.batch, outcome: 'cancelled' });

    // The clinic offered a free slot itself (no cancellation): its path counts, not as a cancellation.
    await offer('staff', { date: '2026-11-24', time: '16:00', status: 'open', createdAt: '2026-11-10T14:00:00.000Z' });

    // Cancelled on 31 October at 23:00 in Montréal (1 November in UTC): October's.
    await appointment('october', { date: '2026-11-20', time: '10:00', cancelledAt: '2026-11-01T03:00:00.000Z' });
  });

  it('is refused to the practitioner and the reception', async () => {
    for (const cookie of [cookies.practitioner, cookies.reception]) {
      const response = await get('', cookie);
      expect(response.status).toBe(403);
      expect((await readJson<ApiErrorBody>(response)).error.code).toBe('AUTH_002');
    }
  });

  it('follows each cancellation of this month from its freed slot to its end, and audits the read', async () => {
    const result = await view();
    expect(result.month).toBe('2026-11');

    expect(pathOf(result, 'accepted')).toEqual({
      offerId: ids.acceptedOffer,
      appointmentId: ids.accepted,
      slotStartsAt: '2026-11-25T15:00:00.000Z',
      durationMinutes: 30,
      serviceName: demoServices.followUp.name,
      cancelledAt: '2026-11-18T15:00:00.000Z',
      cancelledBy: 'La clinique',
      invitations: [
        { patientName: 'Ariane Attente', invitedAt: '2026-11-18T15:01:00.000Z', status: 'expired', statusLabel: 'Expirée' },
        { patientName: 'Bruno Suivant', invitedAt: '2026-11-18T17:01:30.000Z', status: 'accepted', statusLabel: 'Acceptée' },
      ],
      outcome: 'accepted',
      outcomeLabel: cancellationOutcomeLabels.accepted,
      filledBy: 'Bruno Suivant',
      revenueKeptCents: demoServices.followUp.price,
    });
    const outcome = (key: string) => {
      const path = pathOf(result, key);
      return path && { outcome: path.outcome, label: path.outcomeLabel, by: path.cancelledBy, kept: path.revenueKeptCents };
    };
    expect(outcome('offering')).toEqual({ outcome: 'offering', label: cancellationOutcomeLabels.offering, by: 'Le patient', kept: 0 });
    expect(outcome('cascaded')).toMatchObject({ outcome: 'cascaded', label: cancellationOutcomeLabels.cascaded });
    expect(outcome('expired')).toMatchObject({ outcome: 'expired', label: cancellationOutcomeLabels.expired });
    expect(outcome('past')).toMatchObject({ outcome: 'past', label: cancellationOutcomeLabels.past });
    expect(outcome('elsewhere')).toMatchObject({ outcome: 'expired', label: takenElsewhereLabels.afterInvitations, kept: 0 });
    expect(outcome('batch')).toMatchObject({ outcome: 'not_offered', by: 'La clinique' });
    expect(pathOf(result, 'batch')?.invitations).toEqual([]);
    expect(pathOf(result, 'staff')).toMatchObject({ appointmentId: null, cancelledAt: null, cancelledBy: null, outcome: 'offering' });
    expect(pathOf(result, 'october')).toBeUndefined();
    // The demo's own: Olivier Pelletier cancelled today, the job has not come by.
    expect(result.paths.filter((path) => path.outcome === 'not_offered' && path.cancelledBy === 'Le patient')).toHaveLength(1);

    // Newest cancellation first.
    expect(result.paths[0]?.appointmentId).toBe(ids.accepted);
    expect(result.totals).toEqual({
      cancellations: 8,
      offered: 6,
      refilled: 1,
      revenueKeptCents: demoServices.followUp.price,
    });

    const audited = await testApp()
      .db.select({ actorId: auditEvents.actorId, details: auditEvents.details })
      .from(auditEvents)
      .where(eq(auditEvents.action, 'automation.cancellations_viewed'));
    expect(audited).toEqual([{ actorId: adminId, details: { month: '2026-11', count: result.paths.length } }]);
  });

  it('reads another month by the clinic’s calendar', async () => {
    const october = await view('?month=2026-10');
    expect(october.paths.map((path) => path.appointmentId)).toEqual([ids.october]);
    expect(october.totals).toEqual({ cancellations: 1, offered: 0, refilled: 0, revenueKeptCents: 0 });
    expect(clinicMonthRange('2026-11', 'America/Toronto')).toEqual({ from: '2026-11-01T04:00:00.000Z', to: '2026-12-01T05:00:00.000Z' });
    expect(clinicMonthRange('2026-12', 'America/Toronto').to).toBe('2027-01-01T05:00:00.000Z');
    expect(await view('?month=2025-01')).toEqual({
      month: '2025-01',
      totals: { cancellations: 0, offered: 0, refilled: 0, revenueKeptCents: 0 },
      paths: [],
    });
  });

  it('refuses a month out of format with 422, in French, and records no read', async () => {
    const audited = () => testApp().db.select().from(auditEvents).where(eq(auditEvents.action, 'automation.cancellations_viewed'));
    const before = (await audited()).length;
    for (const query of ['?month=2026-13', '?month=2026-1', '?month=novembre', '?month=2026-11-01', '?mois=2026-11']) {
      const response = await get(query);
      expect(response.status, query).toBe(422);
      const body = await readJson<ApiErrorBody>(response);
      expect(body.error.code).toBe('VAL_001');
    }
    expect((await readJson<ApiErrorBody>(await get('?month=2026-13'))).error.fields?.month).toBe('Mois invalide (AAAA-MM).');
    expect(await audited()).toHaveLength(before);
  });

  it('tells an offer waiting for its first invitations from one whose invitations all ended', () => {
    const now = new Date('2026-11-18T15:00:00.000Z');
    const ahead = new Date('2026-11-20T15:00:00.000Z');
    const ended = { status: 'expired' as const, expiresAt: '2026-11-18T12:00:00.000Z' };
    expect(pathOutcome({ status: 'open', invitations: [] }, ahead, now).outcome).toBe('offering');
    expect(pathOutcome({ status: 'open', invitations: [ended] }, ahead, now).outcome).toBe('expired');
    expect(pathOutcome({ status: 'open', invitations: [ended] }, now, now).outcome).toBe('past');
    expect(pathOutcome({ status: 'cancelled', invitations: [] }, ahead, now)).toEqual({
      outcome: 'not_offered',
      label: takenElsewhereLabels.beforeInvitations,
    });
    expect(pathOutcome(null, ahead, now).outcome).toBe('not_offered');
  });
});
