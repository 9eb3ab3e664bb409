CREATE TABLE `appointment_events` (
	`id` text PRIMARY KEY NOT NULL,
	`type` text NOT NULL,
	`appointment_id` text,
	`slot_date` text NOT NULL,
	`slot_time` text NOT NULL,
	`duration_minutes` integer NOT NULL,
	`reason` text NOT NULL,
	`created_at` text NOT NULL,
	`handled_at` text,
	FOREIGN KEY (`appointment_id`) REFERENCES `appointments`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `appointment_events_pending_idx` ON `appointment_events` (`handled_at`,`created_at`);--> statement-breakpoint
CREATE TABLE `blocked_times` (
	`id` text PRIMARY KEY NOT NULL,
	`start_date` text NOT NULL,
	`end_date` text NOT NULL,
	`start_time` text,
	`end_time` text,
	`reason` text DEFAULT '' NOT NULL,
	`created_by` text,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`created_by`) REFERENCES `staff_users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `blocked_times_dates_idx` ON `blocked_times` (`start_date`,`end_date`);--> statement-breakpoint
ALTER TABLE `appointments` ADD `reminder_sent_at` text;--> statement-breakpoint
ALTER TABLE `clinic_settings` ADD `reminder_hours_before` integer DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE `clinic_settings` ADD `self_service_cutoff_hours` integer;--> statement-breakpoint
ALTER TABLE `email_outbox` ADD `attachments` text;--> statement-breakpoint
ALTER TABLE `email_outbox` ADD `attempts` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `email_outbox` ADD `next_attempt_at` text;--> statement-breakpoint
CREATE INDEX `email_outbox_due_idx` ON `email_outbox` (`sent_at`,`next_attempt_at`);