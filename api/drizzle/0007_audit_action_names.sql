-- Audit actions in one tense (issue 19): the rows written under the older names take the names
-- of shared-domain/src/audit-actions.ts (renamedAuditActions). Data only: the schema is unchanged.
UPDATE `audit_events` SET `action` = 'staff.signed_up' WHERE `action` = 'staff.sign_up';
--> statement-breakpoint
UPDATE `audit_events` SET `action` = 'staff.signed_in' WHERE `action` = 'staff.sign_in';
--> statement-breakpoint
UPDATE `audit_events` SET `action` = 'patient.signed_in' WHERE `action` = 'patient.sign_in';
--> statement-breakpoint
UPDATE `audit_events` SET `action` = 'appointment.created' WHERE `action` = 'appointment.create';
--> statement-breakpoint
UPDATE `audit_events` SET `action` = 'appointment.updated' WHERE `action` = 'appointment.update';
--> statement-breakpoint
UPDATE `audit_events` SET `action` = 'appointment.cancelled' WHERE `action` = 'appointment.cancel';
--> statement-breakpoint
UPDATE `audit_events` SET `action` = 'appointment.status_changed' WHERE `action` = 'appointment.status_change';
--> statement-breakpoint
UPDATE `audit_events` SET `action` = 'appointment_request.scheduled' WHERE `action` = 'appointment_request.schedule';
--> statement-breakpoint
UPDATE `audit_events` SET `action` = 'appointment_request.declined' WHERE `action` = 'appointment_request.decline';
--> statement-breakpoint
UPDATE `audit_events` SET `action` = 'appointments.exported' WHERE `action` = 'appointments.export';
--> statement-breakpoint
UPDATE `audit_events` SET `action` = 'blocked_time.created' WHERE `action` = 'blocked_time.create';
--> statement-breakpoint
UPDATE `audit_events` SET `action` = 'blocked_time.deleted' WHERE `action` = 'blocked_time.delete';
--> statement-breakpoint
UPDATE `audit_events` SET `action` = 'waitlist.viewed' WHERE `action` = 'waitlist.read';
--> statement-breakpoint
UPDATE `audit_events` SET `action` = 'waitlist_entry.removed' WHERE `action` = 'waitlist_entry.remove';
--> statement-breakpoint
UPDATE `audit_events` SET `action` = 'slot_offer.created' WHERE `action` = 'slot_offer.create';
--> statement-breakpoint
UPDATE `audit_events` SET `action` = 'slot_offers.viewed' WHERE `action` = 'slot_offers.read';
--> statement-breakpoint
UPDATE `audit_events` SET `action` = 'rebooking_request.created' WHERE `action` = 'rebooking_request.create';
--> statement-breakpoint
UPDATE `audit_events` SET `action` = 'rebooking_requests.viewed' WHERE `action` = 'rebooking_request.list';
--> statement-breakpoint
UPDATE `audit_events` SET `action` = 'rebooking_request.answered' WHERE `action` = 'rebooking_request.answer';
