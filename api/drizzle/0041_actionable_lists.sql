CREATE TABLE `actionable_overrides` (
	`id` text PRIMARY KEY NOT NULL,
	`patient_id` text NOT NULL,
	`list` text NOT NULL,
	`reason` text NOT NULL,
	`created_by` text,
	`created_at` text NOT NULL,
	FOREIGN KEY (`patient_id`) REFERENCES `patients`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`created_by`) REFERENCES `staff_users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `actionable_overrides_patient_idx` ON `actionable_overrides` (`patient_id`,`list`);--> statement-breakpoint
CREATE TABLE `actionable_sends` (
	`id` text PRIMARY KEY NOT NULL,
	`list` text NOT NULL,
	`patient_id` text,
	`subject` text NOT NULL,
	`batch_id` text,
	`created_by` text,
	`created_at` text NOT NULL,
	FOREIGN KEY (`patient_id`) REFERENCES `patients`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`batch_id`) REFERENCES `batch_operations`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`created_by`) REFERENCES `staff_users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `actionable_sends_patient_idx` ON `actionable_sends` (`patient_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `actionable_sends_subject_idx` ON `actionable_sends` (`list`,`subject`);