import { formatPhone } from 'shared-domain/format';
import type { PathName } from 'shared-domain/paths';
import { routeNamed } from 'shared-domain/routes';
import { Notice } from 'shared-ui/Notice';
import { PageFrame } from 'shared-ui/PageFrame';
import { useClinicProfile } from '../clinic/ClinicProfileProvider';

/** Public pages whose screens come with later work: titled, with a way to reach the clinic. */
export function PlaceholderPage({ name }: { name: PathName }) {
  const state = useClinicProfile();
  const label = routeNamed(name)?.label ?? '';
  const phone = state.status === 'ready' ? formatPhone(state.profile.phone) : undefined;
  return (
    <PageFrame title={label} {...(state.status === 'ready' ? { site: state.profile.clinicName } : {})}>
      <Notice title="Cette page sera offerte sous peu">
        <p>{phone ? `En attendant, appelez-nous au ${phone}.` : 'En attendant, communiquez avec la clinique par téléphone.'}</p>
      </Notice>
    </PageFrame>
  );
}
