// The e-mailed reset link lands on /admin/reinitialiser with its token in the fragment (`#jeton=…`),
// which browsers never send to a server. The page reads it once, then takes it out of the address
// bar (a replace, so it is not left in the history either).
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'shared-ui/router';

export const resetFragmentKey = 'jeton';

export function resetTokenFrom(hash: string): string | undefined {
  return new URLSearchParams(hash.replace(/^#/, '')).get(resetFragmentKey) || undefined;
}

/**
 * The token the page was opened with (or the latest pasted into the address bar), kept once it
 * leaves the URL, and a way to forget it (to ask for a new link instead).
 */
export function useResetToken(): [token: string | undefined, forget: () => void] {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const [token, setToken] = useState(() => resetTokenFrom(hash));
  useEffect(() => {
    const arrived = resetTokenFrom(hash);
    if (!arrived) return;
    setToken(arrived);
    navigate({ pathname, search }, { replace: true });
  }, [hash, pathname, search, navigate]);
  return [token, () => setToken(undefined)];
}
