// The staff member's second factor on 'Sécurité du compte': its state, new backup codes, and a
// reset. Both changes ask for a fresh authenticator code in a dialog.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { paths } from 'shared-domain/platform/paths';
import { Button } from 'shared-ui/Button';
import { FormDialog } from 'shared-ui/FormDialog';
import { BackupCodes } from '../second-factor/BackupCodes';
import { useMe } from '../../back-office/session/api/me';
import { leaveBackOffice } from '../../back-office/public';
import { regenerateBackupCodes } from './api/regenerate-backup-codes';
import { resetSecondFactor } from './api/reset-second-factor';
import { FreshCodeForm, useFreshCodeDialog } from './FreshCodeForm';

export const secondFactorText = {
  heading: 'Authentification à deux facteurs',
  regenerate: 'Générer de nouveaux codes de secours',
  reset: "Réinitialiser l'authentification à deux facteurs",
} as const;

type OpenDialog = 'regenerate' | 'reset' | null;

export function SecondFactorSection() {
  const [dialog, setDialog] = useState<OpenDialog>(null);
  return (
    <section className="security-section" aria-labelledby="securite-double-facteur">
      <h2 id="securite-double-facteur">{secondFactorText.heading}</h2>
      {/* The back-office opens only once the factor is verified: on this page it is enabled. */}
      <p>
        État : <strong>activée</strong>. Chaque connexion demande le code de votre application d'authentification ou, à défaut, l'un de vos
        codes de secours.
      </p>
      <div className="security-section__actions">
        <Button variant="secondary" onClick={() => setDialog('regenerate')}>
          {secondFactorText.regenerate}
        </Button>
        <Button variant="secondary" onClick={() => setDialog('reset')}>
          {secondFactorText.reset}
        </Button>
      </div>
      <RegenerateBackupCodesDialog open={dialog === 'regenerate'} onClose={() => setDialog(null)} />
      <ResetSecondFactorDialog open={dialog === 'reset'} onClose={() => setDialog(null)} />
    </section>
  );
}

interface StepDialogProps {
  open: boolean;
  onClose(): void;
}

function RegenerateBackupCodesDialog({ open, onClose }: StepDialogProps) {
  return (
    <FormDialog open={open} onClose={onClose} keepOpenWhileSending title={secondFactorText.regenerate} className="security-dialog">
      <RegenerateBackupCodes />
    </FormDialog>
  );
}

function RegenerateBackupCodes() {
  const regenerating = useMutation({ mutationFn: regenerateBackupCodes });
  // Closing waits for codes on their way (the old ones are already dead), then forgets them.
  const { form, close } = useFreshCodeDialog(regenerating.mutateAsync);
  return (
    <div className="security-dialog__body">
      {form.state.phase === 'success' ? (
        <NewBackupCodes codes={form.state.result.backupCodes} onDone={close} />
      ) : (
        <FreshCodeForm form={form} submitLabel="Générer les codes">
          <p>
            Pour confirmer, entrez le code de votre application d'authentification. Vos codes de secours actuels cesseront de fonctionner.
          </p>
        </FreshCodeForm>
      )}
    </div>
  );
}

function NewBackupCodes({ codes, onDone }: { codes: readonly string[]; onDone(): void }) {
  const staff = useMe();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // A new step: the focus goes to its heading.
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  return (
    <>
      <h3 ref={headingRef} tabIndex={-1}>
        Vos nouveaux codes de secours
      </h3>
      <p>
        Vos anciens codes de secours ne fonctionnent plus. Conservez ceux-ci en lieu sûr : ils ne seront plus jamais affichés, et chacun ne
        sert qu'une fois.
      </p>
      {/* The clinic's name is not known on this page; the file falls back to 'Clinique'. */}
      <BackupCodes codes={codes} account={{ issuer: '', account: staff.email }} />
      <div className="security-section__actions">
        <Button onClick={onDone}>J'ai conservé mes codes</Button>
      </div>
    </>
  );
}

function ResetSecondFactorDialog({ open, onClose }: StepDialogProps) {
  return (
    <FormDialog open={open} onClose={onClose} keepOpenWhileSending title={secondFactorText.reset} className="security-dialog">
      <ResetSecondFactor />
    </FormDialog>
  );
}

function ResetSecondFactor() {
  const queryClient = useQueryClient();
  const resetting = useMutation({
    mutationFn: async (code: string) => {
      await resetSecondFactor(code);
      // This session is no longer verified: the sign-in's factor step enrols a new authenticator.
      return leaveBackOffice(queryClient, paths.adminSecondFactor.build());
    },
  });
  // A reset on its way (or done, the page being replaced) cannot be called back: closing waits.
  const { form } = useFreshCodeDialog(resetting.mutateAsync);
  return (
    <div className="security-dialog__body">
      {/* A success never settles here: the page is replaced by the sign-in's factor step. */}
      <FreshCodeForm form={form} submitLabel="Réinitialiser">
        <p>
          Votre application d'authentification actuelle et tous vos codes de secours cesseront de fonctionner. Vous configurerez aussitôt
          une nouvelle application : sans elle, l'espace administrateur reste fermé.
        </p>
      </FreshCodeForm>
    </div>
  );
}
