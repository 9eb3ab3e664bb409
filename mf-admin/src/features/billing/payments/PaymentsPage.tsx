// « Paiements »: the payments and refunds, the daily close and the receivables, one
// section at a time. The menu lists the sections the signed-in role may open; the open one is the
// address's `?section=` (the back button and a bookmark work), and only its code is loaded. A
// section asked for by a role it is not for (an old bookmark) shows the first one instead.
import { Suspense } from 'react';
import { paths } from 'shared-domain/platform/paths';
import { mayAccess } from 'shared-domain/accounts/staff-role';
import { LoadingState } from 'shared-ui/LoadingState';
import { PageFrame } from 'shared-ui/PageFrame';
import { Link, useSearchParams } from 'shared-ui/router';
import { useMe } from '../../back-office/session/api/me';
import { paymentsSections } from './payments-sections';
import { paymentsText as text } from './payments-text';
import './payments.css';

export function PaymentsPage() {
  const { role } = useMe();
  const [searchParams] = useSearchParams();
  const sections = paymentsSections.filter((section) => mayAccess(role, section.access));
  const open = sections.find((section) => section.id === searchParams.get('section')) ?? sections[0];
  if (!open) return null;
  return (
    <PageFrame title={text.title} className="ui-page payments-page">
      <div className="payments-layout">
        <nav className="payments-menu" aria-label={text.sectionsLabel}>
          <ul>
            {sections.map((section) => (
              <li key={section.id}>
                <Link
                  to={`${paths.adminPayments.build()}?section=${section.id}`}
                  aria-current={section.id === open.id ? 'page' : undefined}
                >
                  {section.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="payments-content">
          <Suspense fallback={<LoadingState label={text.sectionLoading} />}>
            <open.Component />
          </Suspense>
        </div>
      </div>
    </PageFrame>
  );
}
