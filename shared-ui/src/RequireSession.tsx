// The session guard, as a layout route around a remote's protected subtree: it asks the surface's
// `me` endpoint (through the data layer, so the pages below read the same cached answer) and
// follows the server's answer. The server decides; this only routes.
//
//   <Route element={<RequireSession session={meQuery()} loginPath={paths.patientLogin.build()} title="Portail Patient" />}>
//     <Route path={paths.patientPortal.pattern} element={<PortalPage />} />
//   </Route>
import { hashKey, useQuery, useQueryClient, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { hasControlCharacters } from 'shared-domain/platform/control-characters';
import { Navigate, Outlet, useLocation, useNavigate } from 'shared-ui/router';
import { ApiRequestError } from './api-result';
import { Button } from './Button';
import { LoadingState } from './LoadingState';
import { Notice } from './Notice';
import { PageFrame } from './PageFrame';

/** What the guard leaves in the navigation state of the page it sends a visitor to. */
export interface SessionRedirectState {
  /** Where the visitor was going: the sign-in brings them back there. */
  returnTo: string;
  /** The session ended while the page was open (it expired, was ended elsewhere, the account was deactivated). */
  sessionEnded?: boolean;
}

/** Said on the sign-in page a session that ended under the visitor's eyes leads to. */
export const sessionEndedMessage = 'Votre session a pris fin.';

/** Whether the guard sent the visitor to the sign-in because her session ended while the page was open. */
export function sessionEndedFrom(state: unknown): boolean {
  return (state as Partial<SessionRedirectState> | null | undefined)?.sessionEnded === true;
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
  /**
   * How the area shows a session check that failed (its own buttons, e.g. sign-out); the default
   * is the message with « Réessayer ». `notFound` is a 404: the account has nothing to open.
   */
  renderProblem?: (problem: SessionProblem) => ReactNode;
}

export interface SessionProblem {
  kind: 'not-found' | 'error';
  /** The server's French message, or ours when it could not be reached. */
  message: string;
  retry(): void;
}

export const sessionCheckFailedMessage = 'Erreur lors du chargement de vos informations. Veuillez réessayer.';
export const sessionExpiredMessage = 'Session expirée. Veuillez vous reconnecter.';
/** How long « Session expirée » stays on screen before the sign-in page (specification section 8). */
export const sessionExpiredDelayMs = 2000;

function isSessionRefusal(error: unknown): error is ApiRequestError {
  return error instanceof ApiRequestError && (error.status === 401 || error.code === 'AUTH_003');
}

/**
 * Any query or action of the area refused for want of a session (it expired, or was ended from
 * another device) asks the session again, so the guard below notices at once and not at the next
 * check of `me`.
 */
function useSessionRecheckOnRefusal(sessionKey: QueryKey): void {
  const queryClient = useQueryClient();
  const sessionHash = hashKey(sessionKey);
  useEffect(() => {
    const recheck = (error: unknown) => {
      if (isSessionRefusal(error)) void queryClient.invalidateQueries({ predicate: (query) => query.queryHash === sessionHash });
    };
    const stopQueries = queryClient.getQueryCache().subscribe((event) => {
      // The session's own refusal is the guard's to read (asking again would loop).
      if (event.type === 'updated' && event.action.type === 'error' && event.query.queryHash !== sessionHash) recheck(event.action.error);
    });
    const stopMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') recheck(event.action.error);
    });
    return () => {
      stopQueries();
      stopMutations();
    };
  }, [queryClient, sessionHash]);
}

export function RequireSession<TData, TKey extends QueryKey>({
  session,
  loginPath,
  secondFactorPath,
  title,
  renderProblem,
}: RequireSessionProps<TData, TKey>) {
  const location = useLocation();
  const query = useQuery(session);
  const [wasSignedIn, setWasSignedIn] = useState(false);
  useSessionRecheckOnRefusal(session.queryKey);
  if (query.data !== undefined && !query.isError && !wasSignedIn) setWasSignedIn(true);
  const state: SessionRedirectState = { returnTo: `${location.pathname}${location.search}` };

  if (query.isError && query.error instanceof ApiRequestError) {
    const { status, code } = query.error;
    if (code === 'AUTH_003' && secondFactorPath) return <Navigate to={secondFactorPath} replace state={state} />;
    if (status === 401 || status === 403) {
      // A session that ended under the visitor's eyes says so before the sign-in page.
      if (wasSignedIn) return <SessionExpired title={title} loginPath={loginPath} returnTo={state.returnTo} />;
      return <Navigate to={loginPath} replace state={state} />;
    }
  }
  // Once signed in, a later check that fails for another reason (the network on a refocus) leaves
  // the page alone; only a refusal above ends it.
  if (query.data !== undefined) return <Outlet />;
  if (query.isError) {
    // The server's own French message when it answered; ours when it could not be reached.
    const message = query.error instanceof ApiRequestError ? query.error.message : sessionCheckFailedMessage;
    const kind = query.error instanceof ApiRequestError && query.error.status === 404 ? 'not-found' : 'error';
    const retry = () => void query.refetch();
    if (renderProblem) return <PageFrame title={title}>{renderProblem({ kind, message, retry })}</PageFrame>;
    return (
      <PageFrame title={title}>
        <Notice tone="error" title="Une erreur est survenue" autoFocus actions={<Button onClick={retry}>Réessayer</Button>}>
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

function SessionExpired({ title, loginPath, returnTo }: { title: string; loginPath: string; returnTo: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    // The sign-in page says the session ended, so a reader who missed the notice still knows why she is there.
    const state: SessionRedirectState = { returnTo, sessionEnded: true };
    const timer = setTimeout(() => navigate(loginPath, { replace: true, state }), sessionExpiredDelayMs);
    return () => clearTimeout(timer);
  }, [navigate, loginPath, returnTo]);
  return (
    <PageFrame title={title}>
      <Notice tone="error" title={sessionExpiredMessage} autoFocus>
        <p>Vous serez redirigé vers la page de connexion.</p>
      </Notice>
    </PageFrame>
  );
}
