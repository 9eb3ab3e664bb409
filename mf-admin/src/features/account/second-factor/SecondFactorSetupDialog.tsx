// The MFA setup modal (specification 2.13 and 4): intro → setup (QR code and manual secret) →
// verify → backup codes → complete. Staff cannot reach the back-office without it, so it cannot be
// dismissed; the final button reloads the page onto the back-office (the specification's "the
// final button reloads"), which then starts with the verified session.
import { useState } from 'react';
import { Button } from 'shared-ui/Button';
import { Dialog } from 'shared-ui/Dialog';
import { FormFailure } from 'shared-ui/FormFailure';
import { type FactorSetup, startSetup } from './api/setup';
import { authenticatorAccount } from './authenticator-account';
import { BackupCodesStep } from './BackupCodesStep';
import { QrCode } from './QrCode';
import { refusalOrFallback, isAlreadyEnabled, isSessionLost, secondFactorMessages } from './second-factor-messages';
import { SetupVerifyStep } from './SetupVerifyStep';
import { StepHeading } from './StepHeading';
import { copyText } from './backup-codes-file';
import './second-factor.css';

export const setupDialogTitle = 'Authentification à deux facteurs';

type SetupState =
  | { step: 'intro' }
  | { step: 'setup' | 'verify'; setup: FactorSetup }
  | { step: 'backup'; setup: FactorSetup; codes: readonly string[] }
  | { step: 'complete' };

const stepNumbers: Record<SetupState['step'], number> = { intro: 1, setup: 2, verify: 3, backup: 4, complete: 5 };
const stepCount = 5;

export interface SecondFactorSetupDialogProps {
  open: boolean;
  /** Where the final button goes: the dashboard, or the page the session guard was asked for. */
  target: string;
  /** The factor turned out to be enabled already (another tab): the sign-in asks for its code. */
  onAlreadyEnabled(): void;
  /** The staff session is gone: back to the password. */
  onSessionLost(): void;
  /** Loads `target` as a new page. */
  leave?: (target: string) => void;
}

const reload = (target: string) => window.location.assign(target);
// Nothing the visitor does closes it (dismissible={false}); only its steps lead out.
const stayOpen = () => undefined;

export function SecondFactorSetupDialog({ open, target, onAlreadyEnabled, onSessionLost, leave = reload }: SecondFactorSetupDialogProps) {
  const [state, setState] = useState<SetupState>({ step: 'intro' });

  return (
    <Dialog
      open={open}
      onClose={stayOpen}
      dismissible={false}
      title={setupDialogTitle}
      className="ui-dialog--sheet mfa-setup"
      initialFocus="[data-step-heading]"
    >
      <div className="mfa-setup__body">
        <p className="mfa-setup__progress">
          Étape {stepNumbers[state.step]} sur {stepCount}
        </p>
        {state.step === 'intro' ? (
          <IntroStep
            onStarted={(setup) => setState({ step: 'setup', setup })}
            onAlreadyEnabled={onAlreadyEnabled}
            onSessionLost={onSessionLost}
          />
        ) : state.step === 'setup' ? (
          <ScanStep setup={state.setup} onNext={() => setState({ step: 'verify', setup: state.setup })} />
        ) : state.step === 'verify' ? (
          <SetupVerifyStep
            onConfirmed={(codes) => setState({ step: 'backup', setup: state.setup, codes })}
            onBack={() => setState({ step: 'setup', setup: state.setup })}
            onAlreadyEnabled={onAlreadyEnabled}
            onSessionLost={onSessionLost}
          />
        ) : state.step === 'backup' ? (
          <BackupCodesStep
            codes={state.codes}
            account={authenticatorAccount(state.setup.otpauthUri)}
            onDone={() => setState({ step: 'complete' })}
          />
        ) : (
          <CompleteStep onFinish={() => leave(target)} />
        )}
      </div>
    </Dialog>
  );
}

function IntroStep({
  onStarted,
  onAlreadyEnabled,
  onSessionLost,
}: {
  onStarted(setup: FactorSetup): void;
  onAlreadyEnabled(): void;
  onSessionLost(): void;
}) {
  const [phase, setPhase] = useState<{ kind: 'idle' } | { kind: 'starting' } | { kind: 'failed'; message: string }>({ kind: 'idle' });

  const start = async () => {
    setPhase({ kind: 'starting' });
    const result = await startSetup();
    if (result.kind === 'ok') return onStarted(result.data);
    if (isSessionLost(result)) return onSessionLost();
    if (isAlreadyEnabled(result)) return onAlreadyEnabled();
    setPhase({ kind: 'failed', message: refusalOrFallback(result, secondFactorMessages.setupFailed) });
  };
  const starting = phase.kind === 'starting';

  return (
    <>
      <StepHeading>Protégez votre compte</StepHeading>
      <p>
        L'espace administrateur donne accès aux dossiers des patients : en plus de votre mot de passe, chaque connexion demande un code
        affiché par une application d'authentification sur votre téléphone.
      </p>
      <p>
        Installez-en une si ce n'est pas déjà fait (par exemple Google Authenticator, Microsoft Authenticator ou 1Password), puis commencez.
      </p>
      <FormFailure message={phase.kind === 'failed' ? phase.message : undefined} />
      <div className="mfa-setup__actions">
        <Button onClick={() => void start()} disabled={starting}>
          {starting ? 'Préparation…' : 'Commencer la configuration'}
        </Button>
      </div>
      <p className="ui-visually-hidden" role="status">
        {starting ? 'Préparation de la configuration…' : ''}
      </p>
    </>
  );
}

/** The secret in groups of four ('JBSW Y3DP …'), easier to type by hand; the app ignores the spaces. */
export function groupedSecret(secret: string): string {
  return secret.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');
}

function ScanStep({ setup, onNext }: { setup: FactorSetup; onNext(): void }) {
  const { account } = authenticatorAccount(setup.otpauthUri);
  const [status, setStatus] = useState('');
  const copy = async () => {
    setStatus('');
    setStatus(
      (await copyText(setup.secret)) ? 'Clé copiée dans le presse-papiers.' : "La copie n'a pas fonctionné : recopiez la clé à la main.",
    );
  };

  return (
    <>
      <StepHeading>Ajoutez votre compte à l'application</StepHeading>
      <ol className="mfa-setup__instructions">
        <li>Ouvrez votre application d'authentification et choisissez d'ajouter un compte.</li>
        <li>Scannez ce code QR avec l'appareil photo de l'application.</li>
      </ol>
      <QrCode
        text={setup.otpauthUri}
        label={`Code QR à scanner avec votre application d'authentification${account ? ` (compte ${account})` : ''}`}
        className="mfa-setup__qr"
      />
      <p>Impossible de scanner le code ? Entrez plutôt cette clé dans l'application :</p>
      <p className="mfa-setup__secret">
        <code>{groupedSecret(setup.secret)}</code>
      </p>
      <div className="mfa-setup__actions">
        <Button variant="secondary" onClick={() => void copy()}>
          Copier la clé
        </Button>
        <Button onClick={onNext}>Continuer</Button>
      </div>
      <p className="mfa-status" role="status">
        {status}
      </p>
    </>
  );
}

function CompleteStep({ onFinish }: { onFinish(): void }) {
  return (
    <>
      <StepHeading>Configuration terminée</StepHeading>
      <p>
        L'authentification à deux facteurs est activée. À chaque connexion, nous vous demanderons le code de votre application (ou l'un de
        vos codes de secours).
      </p>
      <div className="mfa-setup__actions">
        <Button onClick={onFinish}>Accéder à l'espace administrateur</Button>
      </div>
    </>
  );
}
