// The e-mailed links land on the login page with their token in the fragment
// (`#lien=…`, `#mot-de-passe=…`), which browsers never send to a server. The page reads it once,
// then takes it out of the address bar (a replace, so it is not left in the history either).
import { useEffect, useState } from 'react';
import { patientLinkFragmentKeys } from 'shared-domain/accounts/patient-account';
import { useLocation, useNavigate } from 'shared-ui/router';
import type { LinkKind } from './login-text';

export interface EmailedLink {
  kind: LinkKind;
  token: string;
}

const linkKinds = Object.keys(patientLinkFragmentKeys) as LinkKind[];

/** The link a fragment carries (`#lien=abc`), if any. */
export function emailedLinkFrom(hash: string): EmailedLink | undefined {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  for (const kind of linkKinds) {
    const token = params.get(patientLinkFragmentKeys[kind]);
    if (token) return { kind, token };
  }
  return undefined;
}

/**
 * The link the page was opened with, or the latest one pasted into the address bar of the page
 * already open (only the fragment changes: the browser does not load the page again). Its token
 * leaves the address bar at once.
 */
export function useEmailedLink(): EmailedLink | undefined {
  const { pathname, search, hash, state } = useLocation();
  const navigate = useNavigate();
  const [link, setLink] = useState(() => emailedLinkFrom(hash));
  useEffect(() => {
    const arrived = emailedLinkFrom(hash);
    if (!arrived) return;
    setLink((current) => (current?.token === arrived.token && current.kind === arrived.kind ? current : arrived));
    // The router replaces the history entry (history.replaceState), keeping its state (the path
    // to go back to after signing in).
    navigate({ pathname, search }, { replace: true, state });
  }, [hash, pathname, search, state, navigate]);
  return link;
}
