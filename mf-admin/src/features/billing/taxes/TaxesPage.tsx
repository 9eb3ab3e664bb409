// « Taxes et relevés » (Finances): the tax report with the small-supplier meter, and the January
// batch of yearly statements, one section at a time (the address's `?section=`, only its code
// loaded). The menu lists the sections the signed-in role may open.
import { mayAccess } from 'shared-domain/accounts/staff-role';
import { paths } from 'shared-domain/platform/paths';
import { SectionedPage } from 'shared-ui/SectionedPage';
import { useMe } from '../../back-office/session/api/me';
import { taxesSections } from './taxes-sections';
import { taxesText as text } from './taxes-text';
import './taxes.css';

const sectionLink = (id: string) => `${paths.adminTaxes.build()}?section=${id}`;

export function TaxesPage() {
  const { role } = useMe();
  const sections = taxesSections.filter((section) => mayAccess(role, section.access));
  return (
    <SectionedPage
      title={text.title}
      sections={sections}
      navLabel={text.sectionsLabel}
      className="ui-page taxes-page"
      sectionLink={sectionLink}
    />
  );
}
