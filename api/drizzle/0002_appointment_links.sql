-- Appointment link tokens move to their own table, stored as SHA-256 hashes with an end (DESIGN §4).
-- The clear tokens kept in appointments.confirmation_token cannot be hashed in portable SQL: they
-- are dropped, so every link sent before this migration stops working. A patient who still needs
-- one asks for it again (« Modifier mon RDV »), and the e-mail carries fresh links.
CREATE TABLE `appointment_links` (
	`id` text PRIMARY KEY NOT NULL,
	`appointment_id` text NOT NULL,
	`purpose` text NOT NULL,
	`token_hash` text NOT NULL,
	`expires_at` text NOT NULL,
	`created_at` text NOT NULL,
	FOREIGN KEY (`appointment_id`) REFERENCES `appointments`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `appointment_links_token_hash_unique` ON `appointment_links` (`token_hash`);--> statement-breakpoint
CREATE INDEX `appointment_links_appointment_idx` ON `appointment_links` (`appointment_id`);--> statement-breakpoint
CREATE INDEX `appointment_links_expires_idx` ON `appointment_links` (`expires_at`);--> statement-breakpoint
DROP INDEX `appointments_confirmation_token_unique`;--> statement-breakpoint
ALTER TABLE `appointments` DROP COLUMN `confirmation_token`;