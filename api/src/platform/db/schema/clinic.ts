// The practice itself: its settings, weekly booking hours and the services it sells.
import { sql } from 'drizzle-orm';
import { check, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { cents, createdAt, flag, id, updatedAt } from './columns';
import { staffUsers } from './staff';
import { bookingModes } from 'shared-domain/booking-mode';
import { taxCodes } from 'shared-domain/tax-code';

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
    // The reminder e-mail goes this many hours before the appointment.
    reminderHoursBefore: integer('reminder_hours_before').notNull().default(24),
    // Patients may move or cancel from their link until this many hours before; null: until it starts.
    selfServiceCutoffHours: integer('self_service_cutoff_hours'),
    // A freed slot is offered to this many waiting patients at a time, each offer open this long.
    offerBatchSize: integer('offer_batch_size').notNull().default(3),
    offerExpiryMinutes: integer('offer_expiry_minutes').notNull().default(120),
    privacyOfficerName: text('privacy_officer_name'),
    privacyOfficerEmail: text('privacy_officer_email'),
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
  displayOrder: integer('display_order').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
