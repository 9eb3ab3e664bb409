import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { appointmentCalendar, type CalendarRequest, calendarUid } from './appointment-calendar';

const clinic = {
  clinicName: 'Clinique chiropratique Émilie Tremblay',
  phone: '514 555-0142',
  email: 'info@clinique.example',
  addressLine: '4350, rue Saint-Denis, bureau 201',
  city: 'Montréal',
  province: 'QC',
  postalCode: 'H2J 2K8',
  timeZone: 'America/Toronto',
};

function calendar(overrides: Partial<CalendarRequest['appointment']> = {}, request: Partial<CalendarRequest> = {}) {
  return appointmentCalendar({
    clinic,
    appointment: {
      id: '6f1c2a4e-0000-4000-8000-000000000001',
      name: 'Julie Bouchard',
      email: 'julie.bouchard@courriel.example',
      serviceName: 'Suivi chiropratique',
      date: '2026-11-23',
      time: '09:30',
      durationMinutes: 30,
      sequence: 0,
      ...overrides,
    },
    method: 'REQUEST',
    confirmed: true,
    manageUrl: 'https://clinique.example/appointment/manage/jeton-de-test',
    publicUrl: 'https://clinique.example',
    now: new Date('2026-11-18T15:00:00Z'),
    ...request,
  });
}

/** The file's lines, unfolded (RFC 5545: a line break followed by a space or tab continues the line). */
const lines = (ics: string) => ics.replace(/\r\n[ \t]/g, '').split('\r\n');
const property = (ics: string, name: string) => lines(ics).find((line) => line.startsWith(`${name}:`) || line.startsWith(`${name};`));

describe('appointmentCalendar', () => {
  it('is an rendez-vous.ics REQUEST with the times in UTC from the clinic’s zone (EST in November)', () => {
    const file = calendar();
    expect(file.filename).toBe('rendez-vous.ics');
    expect(file.contentType).toBe('text/calendar; charset=utf-8; method=REQUEST');
    expect(property(file.content, 'METHOD')).toBe('METHOD:REQUEST');
    // 09:30 in Montréal on 23 November is 14:30 UTC (UTC−5).
    expect(property(file.content, 'DTSTART')).toBe('DTSTART:20261123T143000Z');
    expect(property(file.content, 'DURATION')).toBe('DURATION:PT30M');
    expect(property(file.content, 'DTSTAMP')).toBe('DTSTAMP:20261118T150000Z');
    expect(property(file.content, 'STATUS')).toBe('STATUS:CONFIRMED');
  });

  it('follows the daylight-saving change: the day after it, and the day itself', () => {
    // Sunday 1 November 2026, clocks go back at 02:00: 09:00 is already EST (UTC−5)…
    expect(property(calendar({ date: '2026-11-01', time: '09:00' }).content, 'DTSTART')).toBe('DTSTART:20261101T140000Z');
    // …while the day before it is still EDT (UTC−4).
    expect(property(calendar({ date: '2026-10-31', time: '09:00' }).content, 'DTSTART')).toBe('DTSTART:20261031T130000Z');
    // Sunday 8 March 2026, clocks go forward: 10:00 is EDT.
    expect(property(calendar({ date: '2026-03-08', time: '10:00' }).content, 'DTSTART')).toBe('DTSTART:20260308T140000Z');
  });

  it('keeps one UID per appointment across versions, and carries the increasing SEQUENCE', () => {
    const first = calendar();
    const moved = calendar({ date: '2026-11-24', time: '14:00', sequence: 86_400 });
    expect(property(first.content, 'UID')).toBe('UID:rendez-vous-6f1c2a4e-0000-4000-8000-000000000001@clinique.example');
    expect(property(moved.content, 'UID')).toBe(property(first.content, 'UID'));
    expect(property(first.content, 'SEQUENCE')).toBe('SEQUENCE:0');
    expect(property(moved.content, 'SEQUENCE')).toBe('SEQUENCE:86400');
    expect(calendarUid('autre', 'https://clinique.example/')).not.toBe(
      calendarUid('6f1c2a4e-0000-4000-8000-000000000001', 'https://clinique.example/'),
    );
  });

  it('places the event at the clinic’s address and describes how to manage it', () => {
    const { content } = calendar();
    expect(property(content, 'LOCATION')).toBe('LOCATION:4350\\, rue Saint-Denis\\, bureau 201\\, Montréal (QC) H2J 2K8');
    expect(property(content, 'DESCRIPTION')).toBe(
      'DESCRIPTION:Gérer ce rendez-vous : https://clinique.example/appointment/manage/jeton-de-test\\nTéléphone : 514 555-0142',
    );
    expect(property(content, 'SUMMARY')).toBe('SUMMARY:Suivi chiropratique – Clinique chiropratique Émilie Tremblay');
    expect(property(content, 'ORGANIZER')).toContain('info@clinique.example');
    expect(property(content, 'ATTENDEE')).toContain('mailto:julie.bouchard@courriel.example');
  });

  it('cancels the same event with METHOD:CANCEL and no link', () => {
    const file = calendar({ sequence: 90_000 }, { method: 'CANCEL', manageUrl: undefined });
    expect(file.contentType).toBe('text/calendar; charset=utf-8; method=CANCEL');
    expect(property(file.content, 'METHOD')).toBe('METHOD:CANCEL');
    expect(property(file.content, 'STATUS')).toBe('STATUS:CANCELLED');
    expect(file.content).not.toContain('/appointment/');
  });

  it('cannot be broken by a quote or a line break in a name', () => {
    const { content } = calendar({ name: 'Julie "la reine"\r\nBEGIN:VALARM' });
    expect(lines(content).some((line) => line.startsWith('BEGIN:VALARM'))).toBe(false);
    expect(property(content, 'ATTENDEE')).toContain(`CN="Julie 'la reine' BEGIN:VALARM"`);
  });

  it('says tentative while the clinic has not confirmed the booking, and confirmed once it has (same UID, higher SEQUENCE)', () => {
    const pending = calendar({}, { confirmed: false }).content;
    expect(property(pending, 'STATUS')).toBe('STATUS:TENTATIVE');
    expect(property(pending, 'ATTENDEE')).toMatch(/PARTSTAT="?TENTATIVE/);
    expect(property(pending, 'ATTENDEE')).not.toContain('ACCEPTED');
    const confirmed = calendar({ sequence: 120 }, { confirmed: true }).content;
    expect(property(confirmed, 'STATUS')).toBe('STATUS:CONFIRMED');
    expect(property(confirmed, 'ATTENDEE')).toMatch(/PARTSTAT="?ACCEPTED/);
    expect(property(confirmed, 'UID')).toBe(property(pending, 'UID'));
  });

  it('folds its lines at 75 octets (RFC 5545), never inside a character, and an independent parser reads it back', () => {
    // Long lines full of two-octet characters: folded at 75 characters they reach 76 octets and more.
    const clinicName = 'Clinique chiropratique Émilie Tremblay – Élévation, équilibre et énergie à Montréal';
    const serviceName = 'Évaluation posturale élaborée (épaule, thérapie, réévaluation)';
    const { content } = appointmentCalendar({
      clinic: { ...clinic, clinicName, addressLine: '4350, rue Saint-Denis, bureau 201, édifice de l’Érablière, près de l’église' },
      appointment: {
        id: '6f1c2a4e-0000-4000-8000-000000000001',
        name: 'Éléonore Bélanger-Hébert',
        email: 'eleonore@courriel.example',
        serviceName,
        date: '2026-11-23',
        time: '09:30',
        durationMinutes: 45,
        sequence: 3,
      },
      method: 'REQUEST',
      confirmed: false,
      manageUrl: 'https://clinique.example/appointment/manage/jeton-de-test-très-long-pour-plier-la-ligne',
      publicUrl: 'https://clinique.example',
      now: new Date('2026-11-18T15:00:00Z'),
    });
    const physical = content.split('\r\n');
    for (const line of physical) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    // Each physical line is whole UTF-8: re-encoding it gives back the same octets (no split character).
    for (const line of physical) expect(Buffer.from(line, 'utf8').toString('utf8')).toBe(line);
    expect(physical.some((line) => line.startsWith(' '))).toBe(true);

    const component = new ICAL.Component(ICAL.parse(content));
    const event = new ICAL.Event(component.getFirstSubcomponent('vevent') ?? undefined);
    expect(component.getFirstPropertyValue('method')).toBe('REQUEST');
    expect(event.component.getFirstPropertyValue('status')).toBe('TENTATIVE');
    expect(event.summary).toBe(`${serviceName} – ${clinicName}`);
    expect(event.uid).toBe('rendez-vous-6f1c2a4e-0000-4000-8000-000000000001@clinique.example');
    expect(event.sequence).toBe(3);
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-11-23T14:30:00.000Z');
    expect(event.endDate.toJSDate().toISOString()).toBe('2026-11-23T15:15:00.000Z');
    expect(event.description).toBe(
      'Gérer ce rendez-vous : https://clinique.example/appointment/manage/jeton-de-test-très-long-pour-plier-la-ligne\nTéléphone : 514 555-0142',
    );
    expect(event.location).toBe('4350, rue Saint-Denis, bureau 201, édifice de l’Érablière, près de l’église, Montréal (QC) H2J 2K8');
    const attendee = event.attendees[0];
    expect(attendee?.getParameter('partstat')).toBe('TENTATIVE');
    expect(attendee?.getParameter('cn')).toBe('Éléonore Bélanger-Hébert');
  });
});
