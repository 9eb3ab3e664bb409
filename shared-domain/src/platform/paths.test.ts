import { describe, expect, it } from 'vitest';
import { absoluteUrl, paths, payInvoicesOf } from './paths';

describe('paths', () => {
  it('builds the fixed pages at their pattern', () => {
    expect(paths.home.build()).toBe('/');
    expect(paths.booking.build()).toBe('/booking');
    expect(paths.privacy.build()).toBe('/confidentialite');
    expect(paths.patientLogin.build()).toBe('/patient-portal/login');
    expect(paths.adminDashboard.build()).toBe('/admin/dashboard');
  });

  it('puts a token in one encoded segment', () => {
    expect(paths.manageAppointment.build('q3Zk9_x-Abc123DEF456ghij')).toBe('/appointment/manage/q3Zk9_x-Abc123DEF456ghij');
    expect(paths.rebook.build('a/b c?d#e%')).toBe('/rebook/a%2Fb%20c%3Fd%23e%25');
    expect(paths.invitation.pattern).toBe('/invitation/:token');
  });

  it('refuses a token no URL can carry', () => {
    expect(() => paths.confirmAppointment.build('')).toThrow(RangeError);
    expect(() => paths.confirmAppointment.build('.')).toThrow(RangeError);
    expect(() => paths.confirmAppointment.build('..')).toThrow(RangeError);
  });

  it('leads a staff member without a verified factor to the sign-in page at its second step', () => {
    expect(paths.adminSecondFactor.build()).toBe('/admin?etape=verification');
    expect(paths.adminSecondFactor.pattern).toBe(paths.adminLogin.pattern);
  });
});

describe('the payment of chosen invoices', () => {
  it('opens « Paiements » with the invoices it names, read back in order, each once', () => {
    const built = paths.portalPayInvoices.build('inv-1', 'inv 2');
    expect(built).toBe('/patient-portal/paiements?payer=inv-1,inv%202');
    expect(paths.portalPayInvoices.pattern).toBe(paths.portalPayments.pattern);
    expect(payInvoicesOf(built.slice(built.indexOf('?')))).toEqual(['inv-1', 'inv 2']);
    expect(payInvoicesOf('?payer=inv-1,,inv-1')).toEqual(['inv-1']);
    expect(payInvoicesOf('')).toEqual([]);
  });
});

describe('absoluteUrl', () => {
  it('joins the public URL and the path with one slash', () => {
    expect(absoluteUrl('https://clinique.example', paths.rebook.build('abc'))).toBe('https://clinique.example/rebook/abc');
    expect(absoluteUrl('https://clinique.example//', paths.home.build())).toBe('https://clinique.example/');
  });
});
