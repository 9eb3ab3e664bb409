// Set-up, step 4: the 10 backup codes, shown this once (the API keeps only their hashes). The staff
// member keeps them their way — copied, downloaded as a text file, printed — and says so before
// going on, since without them a lost phone means a reset by the clinic's owner.
import { useRef, useState } from 'react';
import { Button } from 'shared-ui/Button';
import type { AuthenticatorAccount } from './authenticator-account';
import { backupCodesFileName, backupCodesText, copyText, downloadText } from './backup-codes-file';
import { StepHeading } from './StepHeading';

export const backupCodesStatus = {
  copied: 'Codes de secours copiés dans le presse-papiers.',
  copyFailed: "La copie n'a pas fonctionné : téléchargez ou imprimez les codes, ou recopiez-les à la main.",
  downloaded: 'Fichier des codes de secours téléchargé.',
} as const;

export interface BackupCodesStepProps {
  codes: readonly string[];
  account: AuthenticatorAccount;
  onDone(): void;
}

export function BackupCodesStep({ codes, account, onDone }: BackupCodesStepProps) {
  const [saved, setSaved] = useState(false);
  const [status, setStatus] = useState('');
  const rootRef = useRef<HTMLDivElement>(null);

  const copy = async () => {
    setStatus('');
    setStatus((await copyText(codes.join('\n'))) ? backupCodesStatus.copied : backupCodesStatus.copyFailed);
  };
  const download = () => {
    const now = new Date();
    downloadText(backupCodesFileName(account.issuer, now), backupCodesText(codes, account, now), rootRef.current ?? undefined);
    setStatus(backupCodesStatus.downloaded);
  };

  return (
    <div ref={rootRef}>
      <StepHeading>Enregistrez vos codes de secours</StepHeading>
      <p>
        Si vous n'avez plus accès à votre application, chacun de ces codes permet de vous connecter <strong>une seule fois</strong>. Ils ne
        seront plus affichés : conservez-les en lieu sûr, hors de votre téléphone.
      </p>
      {/* The print stylesheet shows this block alone. */}
      <div className="mfa-setup__codes">
        <p className="mfa-setup__print-only">
          {account.issuer || 'Clinique'} — codes de secours{account.account ? ` (${account.account})` : ''}
        </p>
        <ul className="mfa-setup__code-list" aria-label="Codes de secours">
          {codes.map((code) => (
            <li key={code}>
              <code>{code}</code>
            </li>
          ))}
        </ul>
      </div>
      <div className="mfa-setup__actions">
        <Button variant="secondary" onClick={() => void copy()}>
          Copier les codes
        </Button>
        <Button variant="secondary" onClick={download}>
          Télécharger (.txt)
        </Button>
        <Button variant="secondary" onClick={() => window.print()}>
          Imprimer
        </Button>
      </div>
      <p className="mfa-setup__status" role="status">
        {status}
      </p>
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
