// `npm run demo:code -- <role>`: each known role reads its own account; an unknown one is refused
// with the list of known roles, never answered with the admin's code.
import { describe, expect, it } from 'vitest';
import type { DemoAccounts } from './demo-accounts';
import { demoCodeAccount } from './demo-code-account';

const accounts = {
  staffEmail: 'emilie@clinique.example',
  staffPassword: 'x',
  staffTotpSecret: 'ADMINSECRET',
  patientEmail: 'camille@courriel.example',
  patientPassword: 'y',
  practitioner: { email: 'antoine@clinique.example', password: 'p', totpSecret: 'PRACTITIONERSECRET' },
  reception: { email: 'chantal@clinique.example', password: 'r', totpSecret: 'RECEPTIONSECRET' },
} satisfies DemoAccounts;

describe('demoCodeAccount', () => {
  it('reads the admin without a role or with « admin », else the role asked for', () => {
    expect(demoCodeAccount(accounts, undefined)).toEqual({ ok: true, email: 'emilie@clinique.example', secret: 'ADMINSECRET' });
    expect(demoCodeAccount(accounts, 'admin')).toEqual({ ok: true, email: 'emilie@clinique.example', secret: 'ADMINSECRET' });
    expect(demoCodeAccount(accounts, 'practitioner')).toMatchObject({ secret: 'PRACTITIONERSECRET' });
    expect(demoCodeAccount(accounts, 'reception')).toMatchObject({ secret: 'RECEPTIONSECRET' });
  });

  it('refuses an unknown role, naming the known ones', () => {
    const choice = demoCodeAccount(accounts, 'foo');
    expect(choice).toEqual({ ok: false, message: expect.stringContaining('« foo »') });
    if (!choice.ok) for (const role of ['admin', 'practitioner', 'reception']) expect(choice.message).toContain(role);
    expect(JSON.stringify(choice)).not.toContain('ADMINSECRET');
  });
});
