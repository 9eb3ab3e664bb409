// Staff sign-in (specification 2.12): the password, then the second factor — the code
// step when an authenticator is enrolled, the set-up modal when not. The session guard sends a
// staff member whose factor is not verified to `/admin?etape=verification` (paths.adminSecondFactor):
// there the page first asks the API which step applies (no session: the password form).
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { paths } from 'shared-domain/platform/paths';
import { ApiRequestError } from 'shared-ui/api-result';
import { Button } from 'shared-ui/Button';
import { LoadingState } from 'shared-ui/LoadingState';
import { Notice } from 'shared-ui/Notice';
import {
  returnPathFrom,
  sessionCheckFailedMessage,
  sessionEndedFrom,
  sessionEndedMessage,
  sessionExpiredMessage,
} from 'shared-ui/RequireSession';
import { Link, useLocation, useNavigate, useSearchParams } from 'shared-ui/router';
import { useFactorState } from '../second-factor/api/factor-state';
import { SecondFactorCodeStep } from '../second-factor/SecondFactorCodeStep';
import { meQueryOptions } from '../../back-office/session/api/me';
import { PasswordStep } from './PasswordStep';
import { StaffSignInFrame } from './StaffSignInFrame';

// The set-up and its QR code are for the few who enrol: loaded then, not with every sign-in page.
const SecondFactorSetupDialog = lazy(() =>
  import('../second-factor/SecondFactorSetupDialog').then((module) => ({ default: module.SecondFactorSetupDialog })),
);

/** The value of `etape` in paths.adminSecondFactor. */
const factorStepParam = 'verification';

const setupLoading = 'Chargement de la configuration…';

type Step = { kind: 'check' } | { kind: 'password'; sessionLost?: boolean } | { kind: 'code' } | { kind: 'setup' };

export function AdminLoginPage() {
  const [searchParams] = useSearchParams();
  const atFactorStep = searchParams.get('etape') === factorStepParam;
  return (
    <StaffSignInFrame title="Connexion Admin">
      <p className="admin-auth__tagline">Accès administrateur sécurisé</p>
      {/* Sent to the factor step while on the page (by the guard): start again from what the URL says. */}
      <LoginSteps key={String(atFactorStep)} atFactorStep={atFactorStep} />
      <p className="admin-auth__links">
        <Link to={paths.home.build()}>Retour au site</Link>
      </p>
    </StaffSignInFrame>
  );
}

function LoginSteps({ atFactorStep }: { atFactorStep: boolean }) {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>(atFactorStep ? { kind: 'check' } : { kind: 'password' });
  const factorState = useFactorState(step.kind === 'check');
  // Back where the guard found the staff member, when it said (a path of this site only).
  const target = returnPathFrom(location.state) ?? paths.adminDashboard.build();

  const toPassword = () => setStep({ kind: 'password', sessionLost: true });
  const verified = () => {
    // The guard may have cached the refusal of the unverified session (403): ask afresh.
    void queryClient.resetQueries({ queryKey: meQueryOptions().queryKey });
    navigate(target, { replace: true });
  };

  let current = step;
  if (step.kind === 'check') {
    if (factorState.isPending) return <LoadingState label="Vérification de votre session…" />;
    if (factorState.isError) {
      const { error } = factorState;
      if (!(error instanceof ApiRequestError) || error.status !== 401) {
        return (
          <Notice
            tone="error"
            title="Une erreur est survenue"
            autoFocus
            actions={
              <>
                <Button onClick={() => void factorState.refetch()}>Réessayer</Button>
                <Button variant="secondary" onClick={() => setStep({ kind: 'password' })}>
                  Se connecter à nouveau
                </Button>
              </>
            }
          >
            <p>{error instanceof ApiRequestError ? error.message : sessionCheckFailedMessage}</p>
          </Notice>
        );
      }
      // No staff session (it expired, or never was): the password first.
      current = { kind: 'password' };
    } else {
      current = factorState.data.enabled ? { kind: 'code' } : { kind: 'setup' };
    }
  }

  switch (current.kind) {
    case 'code':
      return <SecondFactorCodeStep onVerified={verified} onSessionLost={toPassword} onSetupNeeded={() => setStep({ kind: 'setup' })} />;
    case 'setup':
      return (
        <>
          <p>Configurez l'authentification à deux facteurs pour accéder à l'espace administrateur.</p>
          <Suspense fallback={<LoadingState label={setupLoading} />}>
            <SecondFactorSetupDialog open target={target} onAlreadyEnabled={() => setStep({ kind: 'code' })} onSessionLost={toPassword} />
          </Suspense>
        </>
      );
    default:
      return (
        <>
          {current.kind === 'password' && current.sessionLost ? (
            <Notice tone="error" title={sessionExpiredMessage} autoFocus>
              <p>Entrez de nouveau votre courriel et votre mot de passe.</p>
            </Notice>
          ) : sessionEndedFrom(location.state) ? (
            // Sent here by the guard from an open page (the session expired, was ended elsewhere, the account deactivated).
            <Notice tone="info" title={sessionEndedMessage}>
              <p>Connectez-vous de nouveau pour continuer.</p>
            </Notice>
          ) : null}
          <div className="admin-auth__card">
            <PasswordStep onSignedIn={(next) => setStep(next === 'verify' ? { kind: 'code' } : { kind: 'setup' })} />
          </div>
          <p className="admin-auth__links">
            <Link to={paths.adminPasswordReset.build()}>Mot de passe oublié ?</Link>
          </p>
          <p className="admin-auth__links">
            Vous avez reçu une invitation ? <Link to={paths.adminSignup.build()}>Créer mon compte avec mon code</Link>
          </p>
        </>
      );
  }
}
