// Which demo account `npm run demo:code -- <role>` reads: the admin by default (or `admin`), else
// the practitioner's or the reception's. An unknown role is refused with the list, never answered
// with the admin's code: the person would sign in as someone else than she meant.
import type { DemoAccounts } from './demo-accounts';

export const demoCodeRoles = ['admin', 'practitioner', 'reception'] as const;
export type DemoCodeRole = (typeof demoCodeRoles)[number];

export type DemoCodeChoice = { ok: true; email: string | undefined; secret: string | undefined } | { ok: false; message: string };

export function demoCodeAccount(accounts: DemoAccounts | null, role: string | undefined): DemoCodeChoice {
  const chosen = role ?? 'admin';
  if (!(demoCodeRoles as readonly string[]).includes(chosen)) {
    return {
      ok: false,
      message: `Rôle inconnu : « ${chosen} ». Rôles connus : ${demoCodeRoles.join(', ')} (sans rôle : admin).\n`,
    };
  }
  if (chosen === 'practitioner' || chosen === 'reception') {
    return { ok: true, email: accounts?.[chosen]?.email, secret: accounts?.[chosen]?.totpSecret };
  }
  return { ok: true, email: accounts?.staffEmail, secret: accounts?.staffTotpSecret };
}
