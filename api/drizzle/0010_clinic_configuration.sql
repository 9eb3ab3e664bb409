CREATE TABLE `booking_hour_breaks` (
	`id` text PRIMARY KEY NOT NULL,
	`weekday` integer NOT NULL,
	`start_time` text NOT NULL,
	`end_time` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `booking_hour_breaks_weekday_idx` ON `booking_hour_breaks` (`weekday`);--> statement-breakpoint
CREATE TABLE `email_templates` (
	`key` text PRIMARY KEY NOT NULL,
	`subject` text NOT NULL,
	`body` text NOT NULL,
	`updated_by` text,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`updated_by`) REFERENCES `staff_users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE TABLE `products` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`price` integer NOT NULL,
	`tax_code` text DEFAULT 'gst_qst' NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`display_order` integer DEFAULT 0 NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `patient_import_changes` (
	`import_id` text NOT NULL,
	`patient_id` text NOT NULL,
	`action` text NOT NULL,
	`before` text,
	`patient_updated_at` text NOT NULL,
	PRIMARY KEY(`import_id`, `patient_id`),
	FOREIGN KEY (`import_id`) REFERENCES `patient_imports`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`patient_id`) REFERENCES `patients`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `patient_imports` (
	`id` text PRIMARY KEY NOT NULL,
	`file_name` text NOT NULL,
	`created_by` text,
	`row_count` integer NOT NULL,
	`created_count` integer NOT NULL,
	`updated_count` integer NOT NULL,
	`skipped_count` integer NOT NULL,
	`undo_until` text NOT NULL,
	`undone_at` text,
	`undone_by` text,
	`created_at` text NOT NULL,
	FOREIGN KEY (`created_by`) REFERENCES `staff_users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`undone_by`) REFERENCES `staff_users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
ALTER TABLE `clinic_settings` ADD `tax_registered` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `clinic_settings` ADD `minimum_notice_hours` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `clinic_settings` ADD `same_day_booking` integer DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE `clinic_settings` ADD `max_upcoming_per_person` integer;--> statement-breakpoint
ALTER TABLE `clinic_settings` ADD `new_patients_book_online` integer DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE `clinic_settings` ADD `no_show_fee` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `clinic_settings` ADD `late_cancellation_fee` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `clinic_settings` ADD `quiet_hours_start` text;--> statement-breakpoint
ALTER TABLE `clinic_settings` ADD `quiet_hours_end` text;--> statement-breakpoint
ALTER TABLE `clinic_settings` ADD `show_testimonials` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `clinic_settings` ADD `home_statistics` text;--> statement-breakpoint
ALTER TABLE `clinic_settings` ADD `privacy_officer_title` text;--> statement-breakpoint
ALTER TABLE `clinic_settings` ADD `privacy_officer_phone` text;--> statement-breakpoint
ALTER TABLE `clinic_settings` ADD `invoice_prefix` text DEFAULT 'F-' NOT NULL;--> statement-breakpoint
ALTER TABLE `clinic_settings` ADD `invoice_next_number` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `clinic_settings` ADD `accounting_basis` text DEFAULT 'cash' NOT NULL;--> statement-breakpoint
ALTER TABLE `service_types` ADD `visit_kind` text DEFAULT 'follow_up' NOT NULL;--> statement-breakpoint
ALTER TABLE `patients` ADD `other_phone` text;--> statement-breakpoint
ALTER TABLE `patients` ADD `email_consent` integer;--> statement-breakpoint
ALTER TABLE `patients` ADD `import_id` text REFERENCES patient_imports(id) ON DELETE set null;--> statement-breakpoint
CREATE TRIGGER `site_version_after_booking_hour_breaks_insert` AFTER INSERT ON `booking_hour_breaks` BEGIN UPDATE `site_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `site_version_after_booking_hour_breaks_update` AFTER UPDATE ON `booking_hour_breaks` BEGIN UPDATE `site_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `site_version_after_booking_hour_breaks_delete` AFTER DELETE ON `booking_hour_breaks` BEGIN UPDATE `site_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `site_version_after_blocked_times_insert` AFTER INSERT ON `blocked_times` BEGIN UPDATE `site_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `site_version_after_blocked_times_update` AFTER UPDATE ON `blocked_times` BEGIN UPDATE `site_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `site_version_after_blocked_times_delete` AFTER DELETE ON `blocked_times` BEGIN UPDATE `site_version` SET `version` = `version` + 1 WHERE `id` = 1; END;
