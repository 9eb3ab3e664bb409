// The session guard, as a layout route around a remote's protected subtree: it asks the surface's
// `me` endpoint (through the data layer, so the pages below read the same cached answer) and
// follows the server's answer. The server decides; this only routes.
//
//   <Route element={<RequireSession session={meQuery()} loginPath={paths.patientLogin.build()} title="Portail Patient" />}>
//     <Route path={paths.patientPortal.pattern} element={<PortalPage />} />
//   </Route>
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { hasControlCharacters } from 'shared-domain/control-characters';
import { Navigate, Outlet, useLocation } from 'shared-ui/router';
import { ApiRequestError } from './api-result';
import { Button } from './Button';
import { LoadingState } from './LoadingState';
import { Notice } from './Notice';
import { PageFrame } from './PageFrame';

/** What the guard leaves in the navigation state of the page it sends a visitor to. */
export interface SessionRedirectState {
  /** Where the visitor was going: the sign-in brings them back there. */
  returnTo: string;
}

// A path on this site: one `/`, then anything but a second `/` or a `\` (browsers read `/\evil.example`
// as `//evil.example`, another site). No space or control character either: URL parsers drop tabs
// and line breaks, so `/<TAB>/evil.example` is `//evil.example` too.
const sitePath = /^\/(?![/\\])[^\\\s]*$/;
const startsAsSitePath = /^\/(?![/\\])/;

/** The path to go back to after signing in, from the state the guard left; `undefined` if none. */
export function returnPathFrom(state: unknown): string | undefined {
  const returnTo = (state as Partial<SessionRedirectState> | null | undefined)?.returnTo;
  if (typeof returnTo !== 'string' || !sitePath.test(returnTo) || hasControlCharacters(returnTo, 'line')) return undefined;
  // Decoded once, as a router or server may (`/%2F/evil.example`, `/%5Cevil.example`, `/%09/…`), it
  // must still start that way and hold no control character; a space or `\` inside is just text.
  let decoded: string;
  try {
    decoded = decodeURIComponent(returnTo);
  } catch {
    return undefined;
  }
  return startsAsSitePath.test(decoded) && !hasControlCharacters(decoded, 'line') ? returnTo : undefined;
}

export interface RequireSessionProps<TData, TKey extends QueryKey> {
  /** The surface's `me` query options (the feature's `api/` folder builds them). */
  session: UseQueryOptions<TData, Error, TData, TKey>;
  /** Where a visitor without a session (401, or a refusal other than the second factor) goes. */
  loginPath: string;
  /** Where a staff member whose second factor is not verified (403 AUTH_003) goes. */
  secondFactorPath?: string;
  /** The protected area's name: the page's title while the session is checked or cannot be. */
  title: string;
}

export const sessionCheckFailedMessage = 'Erreur lors du chargement de vos informations. Veuillez réessayer.';

export function RequireSession<TData, TKey extends QueryKey>({
  session,
  loginPath,
  secondFactorPath,
  title,
}: RequireSessionProps<TData, TKey>) {
  const location = useLocation();
  const query = useQuery(session);
  const state: SessionRedirectState = { returnTo: `${location.pathname}${location.search}` };

  if (query.isError && query.error instanceof ApiRequestError) {
    const { status, code } = query.error;
    if (code === 'AUTH_003' && secondFactorPath) return <Navigate to={secondFactorPath} replace state={state} />;
    if (status === 401 || status === 403) return <Navigate to={loginPath} replace state={state} />;
  }
  // Once signed in, a later check that fails for another reason (the network on a refocus) leaves
  // the page alone; only a refusal above ends it.
  if (query.data !== undefined) return <Outlet />;
  if (query.isError) {
    // The server's own French message when it answered; ours when it could not be reached.
    const message = query.error instanceof ApiRequestError ? query.error.message : sessionCheckFailedMessage;
    return (
      <PageFrame title={title}>
        <Notice
          tone="error"
          title="Une erreur est survenue"
          autoFocus
          actions={<Button onClick={() => void query.refetch()}>Réessayer</Button>}
        >
          <p>{message}</p>
        </Notice>
      </PageFrame>
    );
  }
  return (
    <PageFrame title={title}>
      <LoadingState />
    </PageFrame>
  );
}
