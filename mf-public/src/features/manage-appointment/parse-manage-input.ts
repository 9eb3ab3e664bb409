// What a visitor may paste in the "Modifier mon RDV" dialog: the management or confirmation link
// from their e-mail, the bare token of that link, or their e-mail address (to get the link again).
import { paths } from 'shared-domain/platform/paths';
import { emailPattern } from 'shared-domain/platform/validation-messages';

export type ManageInput = { kind: 'token'; token: string } | { kind: 'email'; email: string } | { kind: 'empty' } | { kind: 'invalid' };

// Link tokens are base64url, at least 128 random bits (22 characters); the API refuses anything
// longer than 128 characters, so longer strings are not treated as tokens.
const tokenMin = 22;
const tokenMax = 128;
const bareToken = new RegExp(`^[A-Za-z0-9_-]{${tokenMin},${tokenMax}}$`);
// The token is the whole run of base64url characters after the path, so punctuation an e-mail
// client may glue to the link (a final period, `>`, a query string) is left out.
const linkPrefixes = [paths.manageAppointment, paths.confirmAppointment].map((path) => path.pattern.replace('/:token', ''));
const linkPath = new RegExp(`(?:${linkPrefixes.join('|')})/([A-Za-z0-9_-]+)`, 'i');
const maxEmailLength = 254;

export function parseManageInput(raw: string): ManageInput {
  const value = raw.trim();
  if (value === '') return { kind: 'empty' };

  const link = linkPath.exec(value);
  if (link) {
    const token = link[1] ?? '';
    return token.length >= tokenMin && token.length <= tokenMax ? { kind: 'token', token } : { kind: 'invalid' };
  }

  if (value.includes('@')) {
    const email = value.replace(/^mailto:/i, '');
    return email.length <= maxEmailLength && emailPattern.test(email) ? { kind: 'email', email } : { kind: 'invalid' };
  }

  if (bareToken.test(value)) return { kind: 'token', token: value };
  return { kind: 'invalid' };
}
