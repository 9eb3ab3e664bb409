// 'Sécurité du compte': the signed-in staff member's own password, second factor and open
// sessions.
import { PageFrame } from 'shared-ui/PageFrame';
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
    </PageFrame>
  );
}
