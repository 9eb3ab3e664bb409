import { routeTable } from 'shared-domain/routes';
import { Notice } from 'shared-ui/Notice';
import { useClinicProfile } from '../clinic/ClinicProfileProvider';

/** Public pages whose screens come with later work: titled, with a way to reach the clinic. */
export function PlaceholderPage({ path }: { path: string }) {
  const state = useClinicProfile();
  const label = routeTable.find((route) => route.path === path)?.label ?? '';
  const phone = state.status === 'ready' ? state.profile.phone : undefined;
  return (
    <main className="ui-page" id="contenu">
      <h1>{label}</h1>
      <Notice title="Cette page sera offerte sous peu">
        <p>{phone ? `En attendant, appelez-nous au ${phone}.` : 'En attendant, communiquez avec la clinique par téléphone.'}</p>
      </Notice>
    </main>
  );
}
