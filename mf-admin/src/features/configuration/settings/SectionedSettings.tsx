// A settings page made of sections (« Paramètres », « Paramètres avancés »): shared-ui's
// SectionedPage, its menu named after the page.
import { type PageSection, SectionedPage } from 'shared-ui/SectionedPage';
import { settingsText as text } from './settings-text';
import './settings.css';

export type SettingsSection = PageSection;

export function SectionedSettings({ title, sections }: { title: string; sections: readonly SettingsSection[] }) {
  return <SectionedPage title={title} sections={sections} navLabel={text.sectionsLabel(title)} className="ui-page settings-page" />;
}
