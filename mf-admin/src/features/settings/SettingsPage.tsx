// Paramètres (issue 14 brings its first part: the clinic's SOAP templates).
import { PageFrame } from 'shared-ui/PageFrame';

export function SettingsPage() {
  return <PageFrame title="Paramètres">{null}</PageFrame>;
}
