// « Exporter la configuration »: everything the clinic set up, as the import reads it
// back (shared-domain/clinic/clinic-configuration). Each part is written the way its own screen's schema
// reads it, so an exported file always passes the import's check.
import { type ConfigurationFileInput, configurationFormat, configurationVersion } from 'shared-domain/clinic/clinic-configuration';
import type { AppDeps } from '../../deps';
import { loadClinicSettings } from '../clinic-profile';
import { listEmailTemplates } from '../email-templates/email-template-changes';
import { loadInvoiceNumbering } from '../invoicing/invoice-numbering';
import { listProducts } from '../products/list-products';
import { listServices } from '../services/list-services';
import { listUpcomingClosures } from '../settings/closures';
import { loadWeekHours } from '../settings/opening-hours';
import { columnSections } from '../settings/settings-sections';
import type { IntakeFormPart } from './intake-form-part';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

export async function exportConfiguration(deps: Deps, intakeFormPart: IntakeFormPart) {
  const [row, hours, numbering, closures, services, products, templates, intakeForm] = await Promise.all([
    loadClinicSettings(deps.db),
    loadWeekHours(deps.db),
    loadInvoiceNumbering(deps.db),
    listUpcomingClosures(deps),
    listServices(deps.db),
    listProducts(deps.db),
    listEmailTemplates(deps.db),
    intakeFormPart.read(deps),
  ]);
  return {
    format: configurationFormat,
    version: configurationVersion,
    exportedAt: deps.clock.now().toISOString(),
    settings: {
      clinic: columnSections.clinic.read(row),
      hours,
      onlineBooking: columnSections.onlineBooking.read(row),
      fees: columnSections.fees.read(row),
      waitlistReminders: columnSections.waitlistReminders.read(row),
      publicSite: columnSections.publicSite.read(row),
      privacy: columnSections.privacy.read(row),
    },
    invoicing: numbering,
    closures: closures.map(({ startDate, endDate, reason }) => ({ startDate, endDate, reason })),
    // In the clinic's order: the import keeps it.
    services: services.map((service) => ({
      id: service.id,
      name: service.name,
      description: service.description,
      price: service.priceCents,
      durationMinutes: service.durationMinutes,
      color: service.color,
      allowOnlineBooking: service.allowOnlineBooking,
      requiresDeposit: service.requiresDeposit,
      depositAmount: service.depositCents,
      taxCode: service.taxCode,
      visitKind: service.visitKind,
      isActive: service.isActive,
    })),
    products: products.map((product) => ({
      id: product.id,
      name: product.name,
      description: product.description,
      price: product.priceCents,
      taxCode: product.taxCode,
      isActive: product.isActive,
    })),
    // Only the templates the clinic rewrote: the others are the product's originals.
    emailTemplates: templates
      .filter((template) => template.customised)
      .map((template) => ({ key: template.key, subject: template.subject, body: template.body })),
    // The current version's introduction and optional sections; the versions' history stays here.
    intakeForm,
  } satisfies ConfigurationFileInput;
}
