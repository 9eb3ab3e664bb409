// The practice itself: its settings, weekly booking hours and the services it sells.
import { sql } from 'drizzle-orm';
import { check, index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { cents, createdAt, flag, id, updatedAt } from './columns';
import { staffUsers } from './staff';
import { bookingModes } from 'shared-domain/scheduling/booking-mode';
import { taxCodes } from 'shared-domain/billing/tax-code';
import { visitKinds } from 'shared-domain/clinic/visit-kind';
import { accountingBases } from 'shared-domain/billing/accounting-basis';
import { timelyCancellationDeposits } from 'shared-domain/billing/deposit-on-cancellation';

export const clinicSettings = sqliteTable(
  'clinic_settings',
  {
    // A fixed key keeps this a single-row table: a second insert is a primary-key conflict.
    id: integer('id').primaryKey().default(1),
    ownerId: text('owner_id').references(() => staffUsers.id, { onDelete: 'set null' }),
    clinicName: text('clinic_name').notNull(),
    practitionerName: text('practitioner_name').notNull(),
    practitionerTitle: text('practitioner_title').notNull().default('Chiropraticienne'),
    // Printed on insurance receipts: the Ordre des chiropraticiens du Québec permit number.
    practitionerLicenceNumber: text('practitioner_licence_number'),
    // Printed on invoices with taxable items (GST/QST registration numbers).
    gstNumber: text('gst_number'),
    qstNumber: text('qst_number'),
    // The numbers are printed only while the clinic is registered for the taxes.
    taxRegistered: flag('tax_registered').default(false),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    addressLine: text('address_line').notNull().default(''),
    city: text('city').notNull().default(''),
    province: text('province').notNull().default('QC'),
    postalCode: text('postal_code').notNull().default(''),
    timeZone: text('time_zone').notNull().default('America/Toronto'),
    // "Agenda full" (DESIGN §7): automatic means full when no free slot remains in the horizon.
    bookingMode: text('booking_mode', { enum: bookingModes }).notNull().default('open'),
    showAdminLink: flag('show_admin_link').default(false),
    onlineBookingEnabled: flag('online_booking_enabled').default(true),
    advanceBookingDays: integer('advance_booking_days').notNull().default(30),
    // Online booking: a slot must start at least this many hours from now; today's slots
    // only when same-day booking is on; at most this many upcoming appointments per person (null:
    // no limit); a person the clinic does not know yet books online, or must send a request.
    minimumNoticeHours: integer('minimum_notice_hours').notNull().default(0),
    sameDayBooking: flag('same_day_booking').default(true),
    maxUpcomingPerPerson: integer('max_upcoming_per_person'),
    newPatientsBookOnline: flag('new_patients_book_online').default(true),
    // The reminder e-mail goes this many hours before the appointment.
    reminderHoursBefore: integer('reminder_hours_before').notNull().default(24),
    // A visit still unconfirmed this many hours before gets a text after its e-mail (with Twilio
    // configured and the patient's text consent); null: no text.
    textFollowUpHoursBefore: integer('text_follow_up_hours_before').default(12),
    // Patients may move or cancel from their link until this many hours before; null: until it starts.
    selfServiceCutoffHours: integer('self_service_cutoff_hours'),
    // A freed slot is offered to this many waiting patients at a time, each offer open this long.
    offerBatchSize: integer('offer_batch_size').notNull().default(3),
    offerExpiryMinutes: integer('offer_expiry_minutes').notNull().default(120),
    // Fees proposed at the desk (billing charges them); 0 means none.
    noShowFee: cents('no_show_fee').default(0),
    lateCancellationFee: cents('late_cancellation_fee').default(0),
    // A visit's deposit when the patient cancels in time: given back, or kept as account credit.
    timelyCancellationDeposit: text('timely_cancellation_deposit', { enum: timelyCancellationDeposits }).notNull().default('refund'),
    // No e-mail leaves at night: mail queued between these clinic-local times ('HH:MM') waits for
    // the end of the quiet period. Both null: no quiet hours.
    quietHoursStart: text('quiet_hours_start'),
    quietHoursEnd: text('quiet_hours_end'),
    // Quebec's professional codes restrict testimonials in advertising: hidden unless the clinic
    // turns them on. The home page's statistics as a JSON list of { value, label }; null: the site's own.
    showTestimonials: flag('show_testimonials').default(false),
    homeStatistics: text('home_statistics'),
    privacyOfficerName: text('privacy_officer_name'),
    privacyOfficerTitle: text('privacy_officer_title'),
    privacyOfficerEmail: text('privacy_officer_email'),
    privacyOfficerPhone: text('privacy_officer_phone'),
    // Invoice numbering (« Paramètres avancés › Facturation »): the prefix and the next number the
    // sequence gives; the basis the financial reports use.
    invoicePrefix: text('invoice_prefix').notNull().default('F-'),
    invoiceNextNumber: integer('invoice_next_number').notNull().default(1),
    // Credit notes have their own sequence, printed 'NC-00001': numbers never reused.
    creditNoteNextNumber: integer('credit_note_next_number').notNull().default(1),
    accountingBasis: text('accounting_basis', { enum: accountingBases }).notNull().default('cash'),
    parkingInfo: text('parking_info'),
    updatedAt: updatedAt(),
  },
  (t) => [check('clinic_settings_single_row', sql`${t.id} = 1`)],
);

export const bookingHours = sqliteTable('booking_hours', {
  // 0 = Sunday … 6 = Saturday, as Date#getDay; the weekday is the key so each has one row.
  weekday: integer('weekday').primaryKey(),
  enabled: flag('enabled'),
  startTime: text('start_time').notNull(),
  endTime: text('end_time').notNull(),
  // Shown beside the hours on the public site, e.g. "Sur rendez-vous" for a day closed online.
  note: text('note'),
});

/** A break inside a weekday's hours (lunch): no slot overlaps it. Clinic-local 'HH:MM'. */
export const bookingHourBreaks = sqliteTable(
  'booking_hour_breaks',
  {
    id: id(),
    weekday: integer('weekday').notNull(),
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
  },
  (t) => [index('booking_hour_breaks_weekday_idx').on(t.weekday)],
);

export const serviceTypes = sqliteTable('service_types', {
  id: id(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  price: cents('price'),
  durationMinutes: integer('duration_minutes').notNull(),
  color: text('color'),
  isActive: flag('is_active').default(true),
  allowOnlineBooking: flag('allow_online_booking').default(true),
  requiresDeposit: flag('requires_deposit').default(false),
  depositAmount: cents('deposit_amount').default(0),
  // Chiropractic care is GST/QST exempt in Quebec; taxable items include both taxes in the price.
  taxCode: text('tax_code', { enum: taxCodes }).notNull().default('exempt'),
  visitKind: text('visit_kind', { enum: visitKinds }).notNull().default('follow_up'),
  displayOrder: integer('display_order').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Items sold at the desk (pillows, orthoses, reports): never deleted, deactivated. */
export const products = sqliteTable('products', {
  id: id(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  price: cents('price'),
  taxCode: text('tax_code', { enum: taxCodes }).notNull().default('gst_qst'),
  isActive: flag('is_active').default(true),
  displayOrder: integer('display_order').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * A clinic's own wording of one of its e-mails (« Modèles de courriels »): no row means the
 * product's original (shared-domain/clinic/email-templates).
 */
export const emailTemplates = sqliteTable('email_templates', {
  key: text('key').primaryKey(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  updatedBy: text('updated_by').references(() => staffUsers.id, { onDelete: 'set null' }),
  updatedAt: updatedAt(),
});

/**
 * The home page's texts as the clinic published them (« Paramètres › Textes du site »), one row per
 * publication: the highest `version` is what the site shows (no row: the site's own words,
 * shared-domain/clinic/default-site-texts). Rows are never changed: a restore publishes an earlier
 * version's texts again, naming it in `restored_from` (0: the site's own words).
 */
export const siteTextVersions = sqliteTable('site_text_versions', {
  id: id(),
  version: integer('version').notNull().unique(),
  /** The texts as JSON, checked by `siteTextsSchema` when written. */
  texts: text('texts').notNull(),
  restoredFrom: integer('restored_from'),
  publishedBy: text('published_by').references(() => staffUsers.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});
