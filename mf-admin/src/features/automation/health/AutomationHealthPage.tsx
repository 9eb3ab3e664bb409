// « Santé de l'automatisation »: every e-mail with its state, and every scheduled job
// with its runs, one section at a time. The open one is the address's `?section=` (the back button
// and a bookmark work), and only its code is loaded; an unknown section shows the first.
import { SectionedPage } from 'shared-ui/SectionedPage';
import { healthSectionLink } from './health-links';
import { healthSections } from './health-sections';
import { healthText as text } from './health-text';
import '../automation.css';

export function AutomationHealthPage() {
  return (
    <SectionedPage
      title={text.title}
      sections={healthSections}
      navLabel={text.sectionsLabel}
      className="ui-page automation-page"
      sectionLink={healthSectionLink}
    />
  );
}
