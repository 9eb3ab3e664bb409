// Set-up, step 4: the 10 backup codes, shown this once. The staff member keeps them their way —
// copied, downloaded as a text file, printed — and says so before going on, since without them a
// lost phone means a reset by the clinic's owner.
import { useState } from 'react';
import { Button } from 'shared-ui/Button';
import type { AuthenticatorAccount } from './authenticator-account';
import { BackupCodes } from './BackupCodes';
import { StepHeading } from './StepHeading';

export interface BackupCodesStepProps {
  codes: readonly string[];
  account: AuthenticatorAccount;
  onDone(): void;
}

export function BackupCodesStep({ codes, account, onDone }: BackupCodesStepProps) {
  const [saved, setSaved] = useState(false);

  return (
    <div>
      <StepHeading>Enregistrez vos codes de secours</StepHeading>
      <p>
        Si vous n'avez plus accès à votre application, chacun de ces codes permet de vous connecter <strong>une seule fois</strong>. Ils ne
        seront plus affichés : conservez-les en lieu sûr, hors de votre téléphone.
      </p>
      <BackupCodes codes={codes} account={account} printable />
      <label className="mfa-setup__check">
        <input type="checkbox" checked={saved} onChange={(event) => setSaved(event.target.checked)} />
        J'ai enregistré mes codes de secours
      </label>
      <div className="mfa-setup__actions">
        <Button onClick={onDone} disabled={!saved}>
          Continuer
        </Button>
      </div>
    </div>
  );
}
