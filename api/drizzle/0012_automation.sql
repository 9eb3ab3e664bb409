CREATE TABLE `automation_rules` (
	`key` text PRIMARY KEY NOT NULL,
	`enabled` integer DEFAULT true NOT NULL,
	`delay` integer,
	`updated_by` text,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`updated_by`) REFERENCES `staff_users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE TABLE `automation_sends` (
	`rule` text NOT NULL,
	`subject` text NOT NULL,
	`outbox_id` text,
	`created_at` text NOT NULL,
	PRIMARY KEY(`rule`, `subject`)
);
--> statement-breakpoint
CREATE TABLE `batch_items` (
	`id` text PRIMARY KEY NOT NULL,
	`batch_id` text NOT NULL,
	`appointment_id` text,
	`patient_id` text,
	`outcome` text NOT NULL,
	`before` text,
	`moves_to` text,
	`outbox_id` text,
	`note` text,
	FOREIGN KEY (`batch_id`) REFERENCES `batch_operations`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `batch_items_batch_idx` ON `batch_items` (`batch_id`);--> statement-breakpoint
CREATE INDEX `batch_items_appointment_idx` ON `batch_items` (`appointment_id`);--> statement-breakpoint
CREATE TABLE `batch_operations` (
	`id` text PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`status` text DEFAULT 'done' NOT NULL,
	`params` text NOT NULL,
	`summary` text NOT NULL,
	`rate_per_minute` integer NOT NULL,
	`created_by` text,
	`created_at` text NOT NULL,
	`undo_until` text,
	`undone_at` text,
	`undone_by` text,
	FOREIGN KEY (`created_by`) REFERENCES `staff_users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`undone_by`) REFERENCES `staff_users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `batch_operations_created_idx` ON `batch_operations` (`created_at`);--> statement-breakpoint
CREATE TABLE `job_runs` (
	`id` text PRIMARY KEY NOT NULL,
	`job` text NOT NULL,
	`holder` text NOT NULL,
	`started_at` text NOT NULL,
	`duration_ms` integer NOT NULL,
	`outcome` text NOT NULL,
	`figures` text,
	`error_code` text
);
--> statement-breakpoint
CREATE INDEX `job_runs_job_idx` ON `job_runs` (`job`,`started_at`);--> statement-breakpoint
CREATE TABLE `job_states` (
	`name` text PRIMARY KEY NOT NULL,
	`last_started_at` text NOT NULL,
	`last_duration_ms` integer NOT NULL,
	`last_outcome` text NOT NULL,
	`last_holder` text NOT NULL,
	`last_error_code` text,
	`last_figures` text
);
--> statement-breakpoint
ALTER TABLE `email_outbox` ADD `kind` text DEFAULT 'other' NOT NULL;--> statement-breakpoint
ALTER TABLE `email_outbox` ADD `patient_id` text;--> statement-breakpoint
ALTER TABLE `email_outbox` ADD `appointment_id` text;--> statement-breakpoint
ALTER TABLE `email_outbox` ADD `batch_id` text;--> statement-breakpoint
ALTER TABLE `email_outbox` ADD `manual_retries` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX `email_outbox_patient_idx` ON `email_outbox` (`patient_id`);--> statement-breakpoint
CREATE INDEX `email_outbox_batch_idx` ON `email_outbox` (`batch_id`);--> statement-breakpoint
CREATE INDEX `email_outbox_kind_idx` ON `email_outbox` (`kind`,`created_at`);