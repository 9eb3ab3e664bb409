// « Santé de l'automatisation »: every e-mail with its state, and every scheduled job
// with its runs, one section at a time. The open one is the address's `?section=` (the back button
// and a bookmark work), and only its code is loaded; an unknown section shows the first.
import { Suspense } from 'react';
import { LoadingState } from 'shared-ui/LoadingState';
import { PageFrame } from 'shared-ui/PageFrame';
import { Link, useSearchParams } from 'shared-ui/router';
import { healthSectionLink } from './health-links';
import { healthSections } from './health-sections';
import { healthText as text } from './health-text';
import '../automation.css';

export function AutomationHealthPage() {
  const [searchParams] = useSearchParams();
  const open = healthSections.find((section) => section.id === searchParams.get('section')) ?? healthSections[0];
  if (!open) return null;
  return (
    <PageFrame title={text.title} className="ui-page automation-page">
      <div className="automation-layout">
        <nav className="automation-menu" aria-label={text.sectionsLabel}>
          <ul>
            {healthSections.map((section) => (
              <li key={section.id}>
                <Link to={healthSectionLink(section.id)} aria-current={section.id === open.id ? 'page' : undefined}>
                  {section.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <Suspense fallback={<LoadingState label={text.sectionLoading} />}>
            <open.Component />
          </Suspense>
        </div>
      </div>
    </PageFrame>
  );
}
