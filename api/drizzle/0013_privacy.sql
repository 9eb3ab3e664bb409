CREATE TABLE `backups` (
	`id` text PRIMARY KEY NOT NULL,
	`file_name` text NOT NULL,
	`size_bytes` integer NOT NULL,
	`sha256` text NOT NULL,
	`trigger` text NOT NULL,
	`duration_ms` integer NOT NULL,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `consent_texts` (
	`id` text PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`version` integer NOT NULL,
	`title` text NOT NULL,
	`body` text NOT NULL,
	`published_at` text NOT NULL,
	`created_by` text,
	`created_at` text NOT NULL,
	FOREIGN KEY (`created_by`) REFERENCES `staff_users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `consent_texts_kind_version_idx` ON `consent_texts` (`kind`,`version`);--> statement-breakpoint
CREATE TABLE `patient_consents` (
	`id` text PRIMARY KEY NOT NULL,
	`patient_id` text,
	`email` text,
	`kind` text NOT NULL,
	`version` integer NOT NULL,
	`channel` text NOT NULL,
	`given_at` text NOT NULL,
	`recorded_by` text,
	`withdrawn_at` text,
	`withdrawn_channel` text,
	`withdrawn_recorded_by` text,
	`created_at` text NOT NULL,
	FOREIGN KEY (`patient_id`) REFERENCES `patients`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`recorded_by`) REFERENCES `staff_users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`withdrawn_recorded_by`) REFERENCES `staff_users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `patient_consents_patient_idx` ON `patient_consents` (`patient_id`,`kind`);--> statement-breakpoint
CREATE INDEX `patient_consents_email_idx` ON `patient_consents` (`email`,`kind`);--> statement-breakpoint
CREATE TABLE `privacy_incidents` (
	`id` text PRIMARY KEY NOT NULL,
	`reference` text NOT NULL,
	`information_involved` text NOT NULL,
	`circumstances` text NOT NULL,
	`occurred_from` text NOT NULL,
	`occurred_to` text,
	`discovered_on` text NOT NULL,
	`people_count` integer NOT NULL,
	`risk_assessment` text NOT NULL,
	`serious_injury_risk` integer NOT NULL,
	`commission_notified_on` text,
	`people_notified_on` text,
	`measures` text NOT NULL,
	`recorded_by` text,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`recorded_by`) REFERENCES `staff_users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `privacy_incidents_reference_unique` ON `privacy_incidents` (`reference`);--> statement-breakpoint
CREATE INDEX `privacy_incidents_discovered_idx` ON `privacy_incidents` (`discovered_on`);--> statement-breakpoint
CREATE TABLE `privacy_requests` (
	`id` text PRIMARY KEY NOT NULL,
	`reference` text NOT NULL,
	`patient_id` text,
	`requester_name` text NOT NULL,
	`requester_email` text,
	`kind` text NOT NULL,
	`channel` text NOT NULL,
	`details` text,
	`received_on` text NOT NULL,
	`due_on` text NOT NULL,
	`status` text DEFAULT 'open' NOT NULL,
	`answer` text,
	`answered_on` text,
	`answered_by` text,
	`letter_sent_at` text,
	`created_by` text,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`patient_id`) REFERENCES `patients`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`answered_by`) REFERENCES `staff_users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`created_by`) REFERENCES `staff_users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `privacy_requests_reference_unique` ON `privacy_requests` (`reference`);--> statement-breakpoint
CREATE INDEX `privacy_requests_status_idx` ON `privacy_requests` (`status`,`due_on`);--> statement-breakpoint
CREATE INDEX `privacy_requests_patient_idx` ON `privacy_requests` (`patient_id`);--> statement-breakpoint
CREATE TABLE `retention_decisions` (
	`id` text PRIMARY KEY NOT NULL,
	`patient_id` text NOT NULL,
	`record_label` text NOT NULL,
	`last_service_on` text,
	`decision` text NOT NULL,
	`reason` text,
	`decided_by` text,
	`decided_at` text NOT NULL,
	FOREIGN KEY (`decided_by`) REFERENCES `staff_users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `retention_decisions_patient_idx` ON `retention_decisions` (`patient_id`);--> statement-breakpoint
ALTER TABLE `patients` ADD `anonymised_at` text;--> statement-breakpoint
ALTER TABLE `patients` ADD `record_destroyed_at` text;--> statement-breakpoint
CREATE TRIGGER `site_version_after_consent_texts_insert` AFTER INSERT ON `consent_texts` BEGIN UPDATE `site_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `site_version_after_consent_texts_update` AFTER UPDATE ON `consent_texts` BEGIN UPDATE `site_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `site_version_after_consent_texts_delete` AFTER DELETE ON `consent_texts` BEGIN UPDATE `site_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
