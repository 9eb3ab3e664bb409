// Beside the phone of « Mon profil »: whether it is a mobile that takes the clinic's text reminders
// (they also need « Rappels par texto » in her consents). Saved at once; the profile's answer
// (GET /api/portal/me) is refreshed and a status line says what was kept.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { CheckboxField } from 'shared-ui/CheckboxField';
import { failureMessage } from 'shared-ui/failure-message';
import { portalKeys } from '../../query-keys';
import { savePhoneMobile } from './api/phone-mobile';
import { profileText } from './profile-text';

export function PhoneMobileSwitch({ phoneMobile }: { phoneMobile: boolean }) {
  const queryClient = useQueryClient();
  const [checked, setChecked] = useState(phoneMobile);
  const [saving, setSaving] = useState(false);
  const [said, setSaid] = useState('');
  const [problem, setProblem] = useState('');
  const change = async (next: boolean) => {
    if (saving) return;
    setSaving(true);
    setProblem('');
    setChecked(next);
    const result = await savePhoneMobile(next);
    setSaving(false);
    if (result.kind === 'ok') {
      setSaid(next ? profileText.mobileSaved : profileText.notMobileSaved);
      await queryClient.invalidateQueries({ queryKey: portalKeys.me() });
    } else {
      setChecked(!next);
      setProblem(failureMessage(result));
    }
  };
  return (
    <>
      <CheckboxField
        name="phoneMobile"
        label={profileText.phoneMobile}
        checked={checked}
        readOnly={saving}
        error={problem || undefined}
        onChange={(next) => void change(next)}
      />
      <p className="ui-visually-hidden" role="status">
        {said}
      </p>
    </>
  );
}
