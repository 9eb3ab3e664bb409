// How the practice's contact details are written and linked on the site.
import type { ClinicProfile } from 'shared-domain/clinic/clinic-profile';

/** '4350, rue Saint-Denis, bureau 201, Montréal (QC) H2J 2K8'. */
export function formatAddress(address: ClinicProfile['address']): string {
  return `${address.line}, ${address.city} (${address.province}) ${address.postalCode}`;
}

export function mailtoHref(email: string): string {
  return `mailto:${email}`;
}

/** The embedded Google map: the one third party the CSP allows (frame-src). */
export function mapEmbedUrl(address: string): string {
  return `https://www.google.com/maps?q=${encodeURIComponent(address)}&output=embed`;
}
