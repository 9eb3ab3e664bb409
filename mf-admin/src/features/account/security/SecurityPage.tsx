// 'Sécurité du compte': the signed-in staff member's own password, second factor, open sessions
// and the private link of her calendar feed.
import { PageFrame } from 'shared-ui/PageFrame';
import { CalendarFeedSection } from './CalendarFeedSection';
import { PasswordSection } from './PasswordSection';
import { SecondFactorSection } from './SecondFactorSection';
import { SessionsSection } from './SessionsSection';
import './security.css';

export function SecurityPage() {
  return (
    <PageFrame title="Sécurité du compte">
      <PasswordSection />
      <SecondFactorSection />
      <SessionsSection />
      <CalendarFeedSection />
    </PageFrame>
  );
}
