CREATE TABLE `family_links` (
	`id` text PRIMARY KEY NOT NULL,
	`guardian_patient_id` text NOT NULL,
	`dependant_patient_id` text NOT NULL,
	`relationship` text NOT NULL,
	`source` text NOT NULL,
	`created_by` text,
	`dependant_agreed_at` text,
	`ended_at` text,
	`ended_reason` text,
	`ended_by` text,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`guardian_patient_id`) REFERENCES `patients`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`dependant_patient_id`) REFERENCES `patients`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`created_by`) REFERENCES `staff_users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`ended_by`) REFERENCES `staff_users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `family_links_live_idx` ON `family_links` (`guardian_patient_id`,`dependant_patient_id`) WHERE ended_at is null;--> statement-breakpoint
CREATE INDEX `family_links_dependant_idx` ON `family_links` (`dependant_patient_id`);--> statement-breakpoint
ALTER TABLE `patient_consents` ADD `signer_patient_id` text;--> statement-breakpoint
ALTER TABLE `patient_consents` ADD `signer_name` text;--> statement-breakpoint
ALTER TABLE `patient_consents` ADD `signer_relationship` text;