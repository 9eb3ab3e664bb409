// How the portal shows a failed check of the session (the guard's `renderProblem`, spec 2.11's
// load states): no patient record → its message, back to the home page, sign out; any other
// failure → its message, try again, sign out.
import { paths } from 'shared-domain/platform/paths';
import { Button } from 'shared-ui/Button';
import { Notice } from 'shared-ui/Notice';
import type { SessionProblem } from 'shared-ui/RequireSession';
import { Link } from 'shared-ui/router';
import { SignOutButton } from './SignOutButton';
import './session.css';

export const sessionProblemText = {
  notFoundTitle: 'Dossier patient introuvable',
  errorTitle: 'Une erreur est survenue',
  home: "Retour à l'accueil",
  retry: 'Réessayer',
} as const;

export function renderSessionProblem(problem: SessionProblem) {
  return <SessionProblemNotice problem={problem} />;
}

function SessionProblemNotice({ problem }: { problem: SessionProblem }) {
  const notFound = problem.kind === 'not-found';
  return (
    <div className="portal-problem">
      <Notice
        tone="error"
        title={notFound ? sessionProblemText.notFoundTitle : sessionProblemText.errorTitle}
        autoFocus
        actions={
          <>
            {notFound ? (
              <Link to={paths.home.build()} className="ui-button ui-button--primary">
                {sessionProblemText.home}
              </Link>
            ) : (
              <Button onClick={problem.retry}>{sessionProblemText.retry}</Button>
            )}
            <SignOutButton />
          </>
        }
      >
        <p>{problem.message}</p>
      </Notice>
    </div>
  );
}
