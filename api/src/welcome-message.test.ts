// Finding 4 of issue 8: the invitation code and the demo passwords went to stdout on every start,
// so into log collectors.
import { describe, expect, it } from 'vitest';
import { showsSecrets, welcomeMessage, type WelcomeContext } from './welcome-message';

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
  it('shows the invitation code and demo accounts to the person starting the demo clinic on a terminal', () => {
    const message = welcomeMessage(demoOnTerminal);
    expect(message).toContain('Clinique prête sur http://localhost:3000');
    for (const secret of secrets) expect(message).toContain(secret);
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
    const context = { ...demoOnTerminal, ...change };
    expect(showsSecrets(context)).toBe(false);
    const message = welcomeMessage(context);
    for (const secret of secrets) expect(message).not.toContain(secret);
    expect(message).toContain('/srv/clinique/data/secrets.json');
    if (context.demo) expect(message).toContain('/srv/clinique/data/demo-accounts.json');
    expect(message).toContain('Site public        http://localhost:3000/');
  });

  it('names the variable rather than the file when the invitation code is configured', () => {
    const message = welcomeMessage({ ...demoOnTerminal, interactive: false, invitationCodeConfigured: true });
    expect(message).toContain('ADMIN_INVITATION_CODE');
    expect(message).not.toContain('invitation-secret');
  });
});
