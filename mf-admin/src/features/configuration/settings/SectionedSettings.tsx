// A settings page made of sections (« Paramètres », « Paramètres avancés »): the menu
// lists them; the open one is the address's `?section=`, so the browser's back button and a
// bookmark work, and only that section's code is loaded.
import { type ComponentType, Suspense } from 'react';
import { LoadingState } from 'shared-ui/LoadingState';
import { PageFrame } from 'shared-ui/PageFrame';
import { Link, useSearchParams } from 'shared-ui/router';
import { settingsText as text } from './settings-text';
import './settings.css';

export interface SettingsSection {
  /** The `?section=` of the address: a few French words, lowercase, joined by hyphens. */
  id: string;
  label: string;
  /** `lazy(() => import(…))`, so the section's code loads when it is opened. */
  Component: ComponentType;
}

export function SectionedSettings({ title, sections }: { title: string; sections: readonly SettingsSection[] }) {
  const [searchParams] = useSearchParams();
  const open = sections.find((section) => section.id === searchParams.get('section')) ?? sections[0];
  if (!open) return null;
  return (
    <PageFrame title={title} className="ui-page settings-page">
      <div className="settings-layout">
        <nav className="settings-menu" aria-label={text.sectionsLabel(title)}>
          <ul>
            {sections.map((section) => (
              <li key={section.id}>
                <Link to={`?section=${section.id}`} aria-current={section.id === open.id ? 'page' : undefined}>
                  {section.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="settings-content">
          <Suspense fallback={<LoadingState label={text.sectionLoading} />}>
            <open.Component />
          </Suspense>
        </div>
      </div>
    </PageFrame>
  );
}
