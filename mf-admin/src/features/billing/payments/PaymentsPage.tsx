// « Paiements »: the payments and refunds, the daily close and the receivables, one
// section at a time. The menu lists the sections the signed-in role may open; the open one is the
// address's `?section=` (the back button and a bookmark work), and only its code is loaded. A
// section asked for by a role it is not for (an old bookmark) shows the first one instead.
import { paths } from 'shared-domain/platform/paths';
import { mayAccess } from 'shared-domain/accounts/staff-role';
import { SectionedPage } from 'shared-ui/SectionedPage';
import { useMe } from '../../back-office/session/api/me';
import { paymentsSections } from './payments-sections';
import { paymentsText as text } from './payments-text';
import './payments.css';

const sectionLink = (id: string) => `${paths.adminPayments.build()}?section=${id}`;

export function PaymentsPage() {
  const { role } = useMe();
  const sections = paymentsSections.filter((section) => mayAccess(role, section.access));
  return (
    <SectionedPage
      title={text.title}
      sections={sections}
      navLabel={text.sectionsLabel}
      className="ui-page payments-page"
      sectionLink={sectionLink}
    />
  );
}
