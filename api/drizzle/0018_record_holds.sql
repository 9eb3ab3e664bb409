CREATE TABLE `record_holds` (
	`id` text PRIMARY KEY NOT NULL,
	`patient_id` text NOT NULL,
	`reason` text NOT NULL,
	`incident_id` text,
	`placed_by` text,
	`placed_at` text NOT NULL,
	`released_by` text,
	`released_at` text,
	FOREIGN KEY (`patient_id`) REFERENCES `patients`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`incident_id`) REFERENCES `privacy_incidents`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`placed_by`) REFERENCES `staff_users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`released_by`) REFERENCES `staff_users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `record_holds_patient_idx` ON `record_holds` (`patient_id`,`released_at`);