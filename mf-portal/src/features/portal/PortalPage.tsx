import { PageFrame } from 'shared-ui/PageFrame';
import { useMe } from '../session/api/me';

/** The portal's home; its sections (appointments, invoices, documents) arrive with the portal work. */
export function PortalPage() {
  const patient = useMe();
  return <PageFrame title="Portail Patient" heading={`Bonjour ${patient.firstName}`} />;
}
