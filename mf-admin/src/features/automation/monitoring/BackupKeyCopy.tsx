// « J'ai copié la clé de sauvegarde en lieu sûr », on the backup key's card: ticked, the card stops
// warning and says when and by whom; unticked, it warns again. The box is for the key the page
// showed: when the server's key changed meanwhile, the refusal says so and the card is read again.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { type BackupKeyStatus, backupKeyText as text } from 'shared-domain/privacy/privacy-backups';
import { CheckboxField } from 'shared-ui/CheckboxField';
import { failureMessage } from 'shared-ui/failure-message';
import { ActionStatus, nothingSaid, type Said } from '../ActionStatus';
import { recordBackupKeyCopy } from './api/backup-key-copy';
import { type MonitoringAnswer, monitoringKey } from './api/monitoring';

export function BackupKeyCopy({ status }: { status: BackupKeyStatus }) {
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);
  const [said, setSaid] = useState<Said>(nothingSaid);
  const change = async (copied: boolean) => {
    if (saving) return;
    setSaving(true);
    setSaid({ text: text.saving, failed: false });
    const result = await recordBackupKeyCopy(status.fingerprint, copied);
    setSaving(false);
    if (result.kind === 'ok') {
      queryClient.setQueryData<MonitoringAnswer>(monitoringKey, (view) => (view ? { ...view, backupKey: result.data } : view));
      setSaid({ text: copied ? text.savedConfirmed : text.savedWithdrawn, failed: false });
    } else {
      setSaid({ text: failureMessage(result), failed: true });
      // The key may have changed: the card shows the one in use now.
      void queryClient.invalidateQueries({ queryKey: monitoringKey });
    }
  };
  return (
    <>
      <CheckboxField
        name="backupKeyCopied"
        label={text.checkbox}
        checked={status.copy !== null}
        readOnly={saving}
        onChange={(copied) => void change(copied)}
      />
      <ActionStatus said={said} />
    </>
  );
}
