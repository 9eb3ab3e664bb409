-- Invitation and rebooking links keep only a SHA-256 of their token (as appointment_links do).
-- No feature has written these tables yet; any row would hold a token in clear, so none is kept.
-- SQLite adds a NOT NULL column only with a default: '' is never a hash, and no row has it.
DELETE FROM `rebooking_responses`;--> statement-breakpoint
DROP INDEX `rebooking_responses_response_token_unique`;--> statement-breakpoint
ALTER TABLE `rebooking_responses` DROP COLUMN `response_token`;--> statement-breakpoint
ALTER TABLE `rebooking_responses` ADD `token_hash` text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX `rebooking_responses_token_hash_unique` ON `rebooking_responses` (`token_hash`);--> statement-breakpoint
DELETE FROM `slot_offer_invitations`;--> statement-breakpoint
DROP INDEX `slot_offer_invitations_response_token_unique`;--> statement-breakpoint
ALTER TABLE `slot_offer_invitations` DROP COLUMN `response_token`;--> statement-breakpoint
ALTER TABLE `slot_offer_invitations` ADD `token_hash` text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX `slot_offer_invitations_token_hash_unique` ON `slot_offer_invitations` (`token_hash`);--> statement-breakpoint
ALTER TABLE `clinic_settings` ADD `offer_batch_size` integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE `clinic_settings` ADD `offer_expiry_minutes` integer DEFAULT 120 NOT NULL;--> statement-breakpoint
ALTER TABLE `appointment_slot_offers` ADD `source_event_id` text REFERENCES appointment_events(id);--> statement-breakpoint
CREATE UNIQUE INDEX `appointment_slot_offers_source_event_id_unique` ON `appointment_slot_offers` (`source_event_id`);--> statement-breakpoint
ALTER TABLE `waitlist_entries` ADD `contact_consent_at` text;
