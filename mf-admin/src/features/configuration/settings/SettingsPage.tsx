// « Paramètres »: the clinic sets itself up, one section at a time (settings-sections.ts).
import { SectionedSettings } from './SectionedSettings';
import { settingsSections } from './settings-sections';
import { settingsText as text } from './settings-text';

export function SettingsPage() {
  return <SectionedSettings title={text.title} sections={settingsSections} />;
}
