// The invitation code and the demo passwords are not printed on every start: stdout goes
// into log collectors.
import { describe, expect, it } from 'vitest';
import { reachableAddresses, showsSecrets, welcomeMessage, type WelcomeContext } from './welcome-message';

const demo = {
  staffEmail: 'emilie@clinique.example',
  staffPassword: 'staff-secret-pw',
  staffTotpSecret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  staffBackupCodes: ['a1b2c3d4', 'e5f6a7b8'],
  patientEmail: 'camille@courriel.example',
  patientPassword: 'patient-secret-pw',
  practitioner: { email: 'antoine@clinique.example', password: 'practitioner-secret-pw', totpSecret: 'KRSXG5CTMVRXEZLUKRSXG5CTMVRXEZLU' },
  reception: { email: 'chantal@clinique.example', password: 'reception-secret-pw', totpSecret: 'MFRGGZDFMZTWQ2LKMFRGGZDFMZTWQ2LK' },
};

const demoOnTerminal: WelcomeContext = {
  publicUrl: 'http://localhost:3000',
  port: 3000,
  dataDir: '/srv/clinique/data',
  invitationCode: 'invitation-secret',
  hasStaffAccounts: true,
  invitationCodeConfigured: false,
  demo,
  seedDemo: true,
  interactive: true,
  nodeEnv: undefined,
};

const secrets = [
  'invitation-secret',
  'staff-secret-pw',
  'patient-secret-pw',
  'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  'a1b2c3d4',
  'practitioner-secret-pw',
  'reception-secret-pw',
];

describe('the welcome message printed at start', () => {
  it('shows the demo accounts to the person starting the demo clinic on a terminal', () => {
    const message = welcomeMessage(demoOnTerminal);
    expect(message).toContain('Clinique prête sur http://localhost:3000');
    for (const secret of secrets.filter((secret) => secret !== 'invitation-secret')) expect(message).toContain(secret);
    expect(message).toContain('emilie@clinique.example');
    expect(message).toContain('npm run demo:code');
    expect(message).toContain('Praticien antoine@clinique.example / practitioner-secret-pw (code : npm run demo:code -- practitioner)');
    expect(message).toContain('Réception chantal@clinique.example / reception-secret-pw (code : npm run demo:code -- reception)');
  });

  it.each<[string, Partial<WelcomeContext>]>([
    ['output is not a terminal (a service, a log collector)', { interactive: false }],
    ['NODE_ENV=production', { nodeEnv: 'production' }],
    ['SEED_DEMO=false', { seedDemo: false, demo: undefined }],
  ])('shows no secret when %s, and says where they are kept', (_, change) => {
    const context = { ...demoOnTerminal, hasStaffAccounts: false, ...change };
    expect(showsSecrets(context)).toBe(false);
    const message = welcomeMessage(context);
    for (const secret of secrets) expect(message).not.toContain(secret);
    expect(message).toContain('/srv/clinique/data/secrets.json');
    if (context.demo) expect(message).toContain('/srv/clinique/data/demo-accounts.json');
    expect(message).toContain('Site public        http://localhost:3000/');
  });

  it('shows the first account’s code only while the clinic has no staff account', () => {
    const empty = welcomeMessage({ ...demoOnTerminal, hasStaffAccounts: false });
    expect(empty).toContain("Code d'invitation du premier compte : invitation-secret");
    const staffed = welcomeMessage(demoOnTerminal);
    expect(staffed).not.toContain('invitation-secret');
    expect(staffed).not.toContain('premier compte');
    expect(staffed).toContain('invitez-les depuis Configuration › Équipe');
    for (const change of [{ interactive: false }, { invitationCodeConfigured: true }]) {
      const message = welcomeMessage({ ...demoOnTerminal, ...change });
      expect(message).not.toContain('premier compte');
      expect(message).not.toContain('secrets.json');
    }
  });

  it('names the variable rather than the file when the invitation code is configured', () => {
    const message = welcomeMessage({ ...demoOnTerminal, hasStaffAccounts: false, interactive: false, invitationCodeConfigured: true });
    expect(message).toContain('ADMIN_INVITATION_CODE');
    expect(message).not.toContain('invitation-secret');
  });

  it('lists, outside production, the other addresses of this machine that work', () => {
    const otherAddresses = ['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000', 'http://192.168.1.20:3000'];
    const message = welcomeMessage({ ...demoOnTerminal, otherAddresses });
    expect(message).toContain(
      [
        '  Aussi à ces adresses de cette machine (développement ; un téléphone du même réseau ouvre celles du réseau) :',
        '    http://127.0.0.1:3000',
        '    http://[::1]:3000',
        '    http://192.168.1.20:3000',
      ].join('\n'),
    );
    // The main address is not listed twice.
    expect(message).not.toContain('    http://localhost:3000\n');
    const production = welcomeMessage({ ...demoOnTerminal, nodeEnv: 'production', otherAddresses });
    expect(production).not.toContain('Aussi à ces adresses');
    expect(production).not.toContain('192.168.1.20');
  });

  it('keeps only the addresses at HOST when the server listens on one address', () => {
    const origins = ['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000', 'http://192.168.1.20:3000'];
    expect(reachableAddresses(origins, undefined)).toEqual(origins);
    expect(reachableAddresses(origins, '0.0.0.0')).toEqual(origins);
    expect(reachableAddresses(origins, '127.0.0.1')).toEqual(['http://127.0.0.1:3000']);
    expect(reachableAddresses(origins, '::1')).toEqual(['http://[::1]:3000']);
  });
});
