// What `npm start` prints for the person starting the clinic. The invitation code and the demo
// passwords are secrets: stdout of a service ends up in log collectors, so they are shown only
// for the demo clinic on an interactive terminal, never in production; otherwise the message says
// where they are kept (files readable by the owner only). The invitation code creates only the
// clinic's first account: it is named only while the clinic has no staff account.
import { join } from 'node:path';
import type { DemoAccounts } from './demo/demo-accounts';
import { secretsFileName as secretsFile } from './secrets';
import { demoAccountsFile } from './demo/demo-accounts';

export interface WelcomeContext {
  publicUrl: string;
  port: number;
  dataDir: string;
  invitationCode: string;
  /** The clinic has a staff account: the invitation code would be refused, so it is not named. */
  hasStaffAccounts: boolean;
  /** The code came from ADMIN_INVITATION_CODE rather than the secrets file. */
  invitationCodeConfigured: boolean;
  /** The demo accounts, when the demo clinic was seeded by this data folder. */
  demo: DemoAccounts | undefined;
  seedDemo: boolean;
  /** `process.stdout.isTTY`: a person is reading, not a log collector. */
  interactive: boolean;
  nodeEnv: string | undefined;
  /**
   * Outside production, the other addresses of this machine whose pages the server accepts forms
   * from (`developmentOrigins`): listed so a newcomer knows which ones work.
   */
  otherAddresses?: string[];
}

/**
 * The development origins a browser can actually reach: all of them when the server listens on
 * every interface (no HOST, or a wildcard), else only those at HOST.
 */
export function reachableAddresses(origins: string[], host: string | undefined): string[] {
  if (host === undefined || host === '0.0.0.0' || host === '::') return origins;
  const wanted = host.includes(':') ? `[${host}]` : host;
  return origins.filter((origin) => new URL(origin).hostname === wanted);
}

/** Secrets go to the screen only for the demo clinic, on a terminal, outside production. */
export function showsSecrets(context: Pick<WelcomeContext, 'seedDemo' | 'interactive' | 'nodeEnv'>): boolean {
  return context.seedDemo && context.interactive && context.nodeEnv !== 'production';
}

export function welcomeMessage(context: WelcomeContext): string {
  const { publicUrl, port } = context;
  const base = publicUrl.includes(`:${port}`) ? publicUrl : `http://localhost:${port}`;
  const lines = [
    '',
    `  Clinique prête sur ${base}`,
    '',
    `  Site public        ${base}/`,
    `  Portail patient    ${base}/patient-portal/login`,
    `  Espace admin       ${base}/admin`,
    `  API (santé)        ${base}/api/health`,
    '',
  ];
  const others = context.nodeEnv === 'production' ? [] : (context.otherAddresses ?? []).filter((address) => address !== base);
  if (others.length > 0)
    lines.push(
      '  Aussi à ces adresses de cette machine (développement ; un téléphone du même réseau ouvre celles du réseau) :',
      ...others.map((address) => `    ${address}`),
      '',
    );
  const shown = showsSecrets(context);
  // It creates only the clinic's first account, while there is none; later ones are invited from « Équipe ».
  if (context.hasStaffAccounts) lines.push('  Nouveaux comptes du personnel : invitez-les depuis Configuration › Équipe');
  else if (shown) lines.push(`  Code d'invitation du premier compte : ${context.invitationCode}`);
  else if (context.invitationCodeConfigured)
    lines.push("  Code d'invitation du premier compte : celui de la variable ADMIN_INVITATION_CODE");
  else lines.push(`  Code d'invitation du premier compte : dans ${join(context.dataDir, secretsFile)} (adminInvitationCode)`);
  const { demo } = context;
  if (demo && shown) {
    lines.push(
      '',
      '  Comptes de démonstration (données fictives) :',
      `    Admin    ${demo.staffEmail} / ${demo.staffPassword}`,
      ...(demo.staffTotpSecret
        ? [
            `             code à 6 chiffres : npm run demo:code (ou la clé ${demo.staffTotpSecret} dans une application d'authentification)`,
            `             codes de secours : ${demo.staffBackupCodes?.join(' ') ?? ''}`,
          ]
        : ['             sans second facteur : sa configuration sera demandée à la connexion']),
      // One account per other role, to see what each may open.
      ...(demo.practitioner
        ? [`    Praticien ${demo.practitioner.email} / ${demo.practitioner.password} (code : npm run demo:code -- practitioner)`]
        : []),
      ...(demo.reception
        ? [`    Réception ${demo.reception.email} / ${demo.reception.password} (code : npm run demo:code -- reception)`]
        : []),
      `    Patient  ${demo.patientEmail} / ${demo.patientPassword}`,
      // The configured code only creates the first account: a newcomer tries sign-up through an invitation.
      "  Pour essayer l'inscription : invitez une personne dans Configuration › Équipe, lisez son code avec npm run demo:mail,",
      '  puis créez son compte à /admin/signup (la configuration du second facteur suit à la connexion).',
    );
  } else if (demo) {
    lines.push('', `  Comptes de démonstration (données fictives) : dans ${join(context.dataDir, demoAccountsFile)}`);
  }
  return `${lines.join('\n')}\n\n`;
}
