// Who and what an otpauth:// address names: the issuer (the clinic's name, given by the API) and
// the account (the staff member's e-mail). The set-up reuses them for the backup codes' file.

export interface AuthenticatorAccount {
  issuer: string;
  account: string;
}

/** `otpauth://totp/Clinique%20X:e%40x.ca?secret=…&issuer=Clinique%20X` → the issuer and the account. */
export function authenticatorAccount(otpauthUri: string): AuthenticatorAccount {
  let url: URL;
  try {
    url = new URL(otpauthUri);
  } catch {
    return { issuer: '', account: '' };
  }
  const label = safeDecode(url.pathname.replace(/^\/+/, ''));
  const separator = label.indexOf(':');
  const labelIssuer = separator >= 0 ? label.slice(0, separator) : '';
  const account = separator >= 0 ? label.slice(separator + 1) : label;
  return { issuer: (url.searchParams.get('issuer') ?? labelIssuer).trim(), account: account.trim() };
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
