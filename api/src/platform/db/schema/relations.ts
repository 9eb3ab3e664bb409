// Relations for drizzle's relational queries (db.query.*.findMany({ with: … })); they add no SQL.
import { relations } from 'drizzle-orm';
import { appointments } from './appointments';
import { paymentMethods, paymentTransactions, invoices } from './billing';
import { serviceTypes } from './clinic';
import { soapNotes } from './clinical';
import { patientAccounts, patients } from './patients';
import { rebookingRequests, rebookingResponses, rebookingTimeSlots } from './rebooking';
import { staffUsers, user2faSettings } from './staff';
import { appointmentSlotOffers, slotOfferInvitations, waitlistEntries } from './waitlist';

export const patientsRelations = relations(patients, ({ many, one }) => ({
  account: one(patientAccounts),
  appointments: many(appointments),
  paymentMethods: many(paymentMethods),
  transactions: many(paymentTransactions),
  invoices: many(invoices),
  soapNotes: many(soapNotes),
}));

export const patientAccountsRelations = relations(patientAccounts, ({ one }) => ({
  patient: one(patients, { fields: [patientAccounts.patientId], references: [patients.id] }),
}));

export const staffUsersRelations = relations(staffUsers, ({ one }) => ({
  twoFactor: one(user2faSettings),
}));

export const user2faSettingsRelations = relations(user2faSettings, ({ one }) => ({
  user: one(staffUsers, { fields: [user2faSettings.userId], references: [staffUsers.id] }),
}));

export const appointmentsRelations = relations(appointments, ({ one }) => ({
  patient: one(patients, { fields: [appointments.patientId], references: [patients.id] }),
  serviceType: one(serviceTypes, {
    fields: [appointments.serviceTypeId],
    references: [serviceTypes.id],
  }),
}));

export const paymentMethodsRelations = relations(paymentMethods, ({ one }) => ({
  patient: one(patients, { fields: [paymentMethods.patientId], references: [patients.id] }),
}));

export const paymentTransactionsRelations = relations(paymentTransactions, ({ one }) => ({
  patient: one(patients, { fields: [paymentTransactions.patientId], references: [patients.id] }),
  appointment: one(appointments, {
    fields: [paymentTransactions.appointmentId],
    references: [appointments.id],
  }),
}));

export const invoicesRelations = relations(invoices, ({ one }) => ({
  patient: one(patients, { fields: [invoices.patientId], references: [patients.id] }),
}));

export const soapNotesRelations = relations(soapNotes, ({ one }) => ({
  patient: one(patients, { fields: [soapNotes.patientId], references: [patients.id] }),
  author: one(staffUsers, { fields: [soapNotes.createdBy], references: [staffUsers.id] }),
}));

export const appointmentSlotOffersRelations = relations(appointmentSlotOffers, ({ many, one }) => ({
  invitations: many(slotOfferInvitations),
  serviceType: one(serviceTypes, {
    fields: [appointmentSlotOffers.serviceTypeId],
    references: [serviceTypes.id],
  }),
}));

export const waitlistEntriesRelations = relations(waitlistEntries, ({ many }) => ({
  invitations: many(slotOfferInvitations),
}));

export const slotOfferInvitationsRelations = relations(slotOfferInvitations, ({ one }) => ({
  slotOffer: one(appointmentSlotOffers, {
    fields: [slotOfferInvitations.slotOfferId],
    references: [appointmentSlotOffers.id],
  }),
  waitlistEntry: one(waitlistEntries, {
    fields: [slotOfferInvitations.waitlistEntryId],
    references: [waitlistEntries.id],
  }),
}));

export const rebookingRequestsRelations = relations(rebookingRequests, ({ many }) => ({
  timeSlots: many(rebookingTimeSlots),
  responses: many(rebookingResponses),
}));

export const rebookingTimeSlotsRelations = relations(rebookingTimeSlots, ({ one }) => ({
  request: one(rebookingRequests, {
    fields: [rebookingTimeSlots.rebookingRequestId],
    references: [rebookingRequests.id],
  }),
}));

export const rebookingResponsesRelations = relations(rebookingResponses, ({ one }) => ({
  request: one(rebookingRequests, {
    fields: [rebookingResponses.rebookingRequestId],
    references: [rebookingRequests.id],
  }),
  selectedSlot: one(rebookingTimeSlots, {
    fields: [rebookingResponses.selectedSlotId],
    references: [rebookingTimeSlots.id],
  }),
}));
