import { embeddedProfileId, type ClinicProfile } from 'shared-domain/clinic/clinic-profile';

export function readEmbeddedProfile(): ClinicProfile | undefined {
  if (typeof document === 'undefined') return undefined;
  const element = document.getElementById(embeddedProfileId);
  if (!element?.textContent) return undefined;
  try {
    return JSON.parse(element.textContent) as ClinicProfile;
  } catch {
    return undefined;
  }
}
