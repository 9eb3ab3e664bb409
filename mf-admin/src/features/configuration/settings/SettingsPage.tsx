// Paramètres (issue 14 brings its first part: the clinic's SOAP templates, and the quick texts the
// note form offers). The clinic's other settings come with later issues.
import { PageFrame } from 'shared-ui/PageFrame';
import { QuickTextsSection } from './QuickTextsSection';
import { SoapTemplatesSection } from './SoapTemplatesSection';
import { settingsText as text } from './settings-text';
import './settings.css';

export function SettingsPage() {
  return (
    <PageFrame title={text.title} className="ui-page settings-page">
      <p className="settings-muted">{text.later}</p>
      <SoapTemplatesSection />
      <QuickTextsSection />
    </PageFrame>
  );
}
