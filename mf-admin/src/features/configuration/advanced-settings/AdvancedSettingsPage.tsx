// « Paramètres avancés »: e-mail templates, invoicing, the configuration's export and
// import, one section at a time (advanced-settings-sections.ts).
import { SectionedSettings } from '../settings/SectionedSettings';
import { advancedSettingsSections } from './advanced-settings-sections';

export function AdvancedSettingsPage() {
  return <SectionedSettings title="Paramètres avancés" sections={advancedSettingsSections} />;
}
