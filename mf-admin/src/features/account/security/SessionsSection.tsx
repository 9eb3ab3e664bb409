// The staff member's open sessions on 'Sécurité du compte' (device and last use; no
// address is kept with a session, so there is no place to show): each can be ended. Ending the
// one in use signs this browser out, back to the sign-in page.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { formatDateTime } from 'shared-domain/platform/format';
import { paths } from 'shared-domain/platform/paths';
import { problemMessage } from 'shared-ui/problem-message';
import { Button } from 'shared-ui/Button';
import { LoadingState } from 'shared-ui/LoadingState';
import { Notice } from 'shared-ui/Notice';
import { leaveBackOffice } from '../../back-office/public';
import { endSession } from './api/end-session';
import { sessionsQueryKey, useSessions, type StaffSession } from './api/sessions';
import { describeUserAgent } from './describe-user-agent';

export const sessionsText = {
  heading: 'Sessions ouvertes',
  current: 'Cette session',
  end: 'Terminer',
  ending: 'Fin en cours…',
  ended: 'La session a été terminée.',
  loadFailed: 'Erreur lors du chargement des sessions',
  none: 'Aucune autre session ouverte.',
} as const;

export function SessionsSection() {
  const sessions = useSessions();
  const queryClient = useQueryClient();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [status, setStatus] = useState('');

  const ending = useMutation({
    mutationFn: async (id: string) => {
      const ended = await endSession(id);
      // The session in use: this browser is signed out, back to the sign-in page.
      return ended.current ? leaveBackOffice(queryClient, paths.adminLogin.build()) : ended;
    },
    onMutate: () => setStatus(''),
    onSuccess: () => {
      setStatus(sessionsText.ended);
      // The ended row's button is gone: the focus goes back to the list's heading.
      headingRef.current?.focus();
    },
    onError: (error) => setStatus(problemMessage(error)),
    // The list shows what the server now has (a session already gone included).
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsQueryKey }),
  });

  return (
    <section className="security-section" aria-labelledby="securite-sessions">
      <h2 id="securite-sessions" ref={headingRef} tabIndex={-1}>
        {sessionsText.heading}
      </h2>
      {sessions.isPending ? <LoadingState label="Chargement des sessions…" /> : null}
      {sessions.isError ? (
        <Notice tone="error" title={sessionsText.loadFailed} actions={<Button onClick={() => void sessions.refetch()}>Réessayer</Button>}>
          <p>{problemMessage(sessions.error)}</p>
        </Notice>
      ) : null}
      {sessions.data ? (
        <ul className="security-sessions">
          {sessions.data.sessions.map((session) => (
            <SessionRow
              key={session.id}
              session={session}
              ending={ending.isPending && ending.variables === session.id}
              busy={ending.isPending}
              onEnd={() => ending.mutate(session.id)}
            />
          ))}
        </ul>
      ) : null}
      {sessions.data?.sessions.every((session) => session.current) ? <p>{sessionsText.none}</p> : null}
      <p className="security-sessions__status" role="status">
        {status}
      </p>
    </section>
  );
}

interface SessionRowProps {
  session: StaffSession;
  ending: boolean;
  busy: boolean;
  onEnd(): void;
}

function SessionRow({ session, ending, busy, onEnd }: SessionRowProps) {
  const device = describeUserAgent(session.userAgent);
  return (
    <li className="security-sessions__item">
      <p className="security-sessions__device">
        <strong>{device}</strong>
        {session.current ? <span className="security-sessions__current">{sessionsText.current}</span> : null}
      </p>
      <p className="security-sessions__times">
        Ouverte le {formatDateTime(new Date(session.createdAt))}
        <br />
        Dernière utilisation le {formatDateTime(new Date(session.lastSeenAt))}
      </p>
      {session.current ? <p className="security-sessions__hint">La terminer vous déconnecte de cet appareil.</p> : null}
      <Button variant="secondary" disabled={busy} onClick={onEnd}>
        {ending ? sessionsText.ending : sessionsText.end}
        <span className="ui-visually-hidden"> la session {session.current ? 'en cours' : device}</span>
      </Button>
    </li>
  );
}
