CREATE TABLE `episodes_of_care` (
	`id` text PRIMARY KEY NOT NULL,
	`patient_id` text NOT NULL,
	`reason` text NOT NULL,
	`started_on` text NOT NULL,
	`consent_recorded_at` text,
	`consent_recorded_by` text,
	`ended_on` text,
	`end_note` text,
	`created_by` text NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`patient_id`) REFERENCES `patients`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`consent_recorded_by`) REFERENCES `staff_users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`created_by`) REFERENCES `staff_users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `episodes_of_care_patient_idx` ON `episodes_of_care` (`patient_id`,`started_on`);--> statement-breakpoint
CREATE TABLE `outcome_measures` (
	`id` text PRIMARY KEY NOT NULL,
	`patient_id` text NOT NULL,
	`episode_id` text,
	`appointment_id` text,
	`questionnaire` text NOT NULL,
	`answers` text NOT NULL,
	`score` real NOT NULL,
	`recorded_on` text NOT NULL,
	`source` text NOT NULL,
	`recorded_by` text,
	`created_at` text NOT NULL,
	FOREIGN KEY (`patient_id`) REFERENCES `patients`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`episode_id`) REFERENCES `episodes_of_care`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`appointment_id`) REFERENCES `appointments`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`recorded_by`) REFERENCES `staff_users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `outcome_measures_patient_idx` ON `outcome_measures` (`patient_id`,`recorded_on`);--> statement-breakpoint
CREATE TABLE `questionnaire_requests` (
	`id` text PRIMARY KEY NOT NULL,
	`patient_id` text NOT NULL,
	`questionnaire` text NOT NULL,
	`appointment_id` text,
	`episode_id` text,
	`status` text DEFAULT 'pending' NOT NULL,
	`requested_by` text NOT NULL,
	`completed_at` text,
	`outcome_id` text,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`patient_id`) REFERENCES `patients`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`appointment_id`) REFERENCES `appointments`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`episode_id`) REFERENCES `episodes_of_care`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`requested_by`) REFERENCES `staff_users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`outcome_id`) REFERENCES `outcome_measures`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `questionnaire_requests_patient_idx` ON `questionnaire_requests` (`patient_id`,`status`);--> statement-breakpoint
CREATE TABLE `record_access_requests` (
	`id` text PRIMARY KEY NOT NULL,
	`patient_id` text NOT NULL,
	`received_on` text NOT NULL,
	`due_on` text NOT NULL,
	`answered_on` text,
	`answered_by` text,
	`note` text,
	`created_by` text NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`patient_id`) REFERENCES `patients`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`answered_by`) REFERENCES `staff_users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`created_by`) REFERENCES `staff_users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `record_access_requests_patient_idx` ON `record_access_requests` (`patient_id`,`received_on`);--> statement-breakpoint
CREATE TABLE `record_attachments` (
	`id` text PRIMARY KEY NOT NULL,
	`patient_id` text NOT NULL,
	`note_id` text,
	`kind` text NOT NULL,
	`title` text NOT NULL,
	`file_name` text NOT NULL,
	`media_type` text NOT NULL,
	`size_bytes` integer NOT NULL,
	`content` blob NOT NULL,
	`received_on` text NOT NULL,
	`created_by` text NOT NULL,
	`created_at` text NOT NULL,
	FOREIGN KEY (`patient_id`) REFERENCES `patients`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`note_id`) REFERENCES `soap_notes`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`created_by`) REFERENCES `staff_users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `record_attachments_patient_idx` ON `record_attachments` (`patient_id`,`received_on`);--> statement-breakpoint
CREATE TABLE `soap_note_addenda` (
	`id` text PRIMARY KEY NOT NULL,
	`note_id` text NOT NULL,
	`kind` text NOT NULL,
	`reason` text,
	`text` text NOT NULL,
	`created_by` text NOT NULL,
	`created_at` text NOT NULL,
	FOREIGN KEY (`note_id`) REFERENCES `soap_notes`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`created_by`) REFERENCES `staff_users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `soap_note_addenda_note_idx` ON `soap_note_addenda` (`note_id`,`created_at`);--> statement-breakpoint
ALTER TABLE `soap_notes` ADD `episode_id` text REFERENCES episodes_of_care(id);--> statement-breakpoint
ALTER TABLE `soap_notes` ADD `template_id` text REFERENCES soap_templates(id);--> statement-breakpoint
ALTER TABLE `soap_notes` ADD `status` text DEFAULT 'draft' NOT NULL;--> statement-breakpoint
ALTER TABLE `soap_notes` ADD `structured` text;--> statement-breakpoint
ALTER TABLE `soap_notes` ADD `signed_at` text;--> statement-breakpoint
ALTER TABLE `soap_notes` ADD `signed_by` text REFERENCES staff_users(id);--> statement-breakpoint
ALTER TABLE `patients` ADD `name_at_birth` text;--> statement-breakpoint
ALTER TABLE `patients` ADD `sex` text;--> statement-breakpoint
ALTER TABLE `patients` ADD `record_opened_on` text;--> statement-breakpoint
ALTER TABLE `patients` ADD `consultation_reason` text;--> statement-breakpoint
UPDATE `patients` SET `record_opened_on` = substr(`created_at`, 1, 10) WHERE `record_opened_on` IS NULL;--> statement-breakpoint
CREATE TRIGGER `soap_notes_signed_locked` BEFORE UPDATE ON `soap_notes`
WHEN OLD.`status` = 'signed' AND (
	NEW.`status` IS NOT OLD.`status` OR NEW.`visit_date` IS NOT OLD.`visit_date` OR
	NEW.`episode_id` IS NOT OLD.`episode_id` OR NEW.`template_id` IS NOT OLD.`template_id` OR
	NEW.`subjective` IS NOT OLD.`subjective` OR NEW.`objective` IS NOT OLD.`objective` OR
	NEW.`assessment` IS NOT OLD.`assessment` OR NEW.`plan` IS NOT OLD.`plan` OR
	NEW.`structured` IS NOT OLD.`structured` OR NEW.`created_by` IS NOT OLD.`created_by` OR
	NEW.`signed_at` IS NOT OLD.`signed_at` OR NEW.`signed_by` IS NOT OLD.`signed_by` OR
	NEW.`created_at` IS NOT OLD.`created_at` OR NEW.`appointment_id` IS NOT OLD.`appointment_id`
)
BEGIN SELECT RAISE(ABORT, 'soap note is signed'); END;--> statement-breakpoint
CREATE TRIGGER `soap_notes_signed_kept` BEFORE DELETE ON `soap_notes`
WHEN OLD.`status` = 'signed'
BEGIN SELECT RAISE(ABORT, 'soap note is signed'); END;--> statement-breakpoint
CREATE TRIGGER `soap_note_addenda_unchanged` BEFORE UPDATE ON `soap_note_addenda`
BEGIN SELECT RAISE(ABORT, 'addendum is signed'); END;--> statement-breakpoint
CREATE TRIGGER `soap_note_addenda_kept` BEFORE DELETE ON `soap_note_addenda`
BEGIN SELECT RAISE(ABORT, 'addendum is signed'); END;--> statement-breakpoint
CREATE TRIGGER `record_attachments_of_signed_note` BEFORE INSERT ON `record_attachments`
WHEN NEW.`note_id` IS NOT NULL AND (SELECT `status` FROM `soap_notes` WHERE `id` = NEW.`note_id`) = 'signed'
BEGIN SELECT RAISE(ABORT, 'soap note is signed'); END;--> statement-breakpoint
CREATE TRIGGER `record_attachments_unchanged` BEFORE UPDATE ON `record_attachments`
WHEN OLD.`note_id` IS NOT NULL AND (SELECT `status` FROM `soap_notes` WHERE `id` = OLD.`note_id`) = 'signed'
AND (NEW.`content` IS NOT OLD.`content` OR NEW.`note_id` IS NOT OLD.`note_id` OR NEW.`title` IS NOT OLD.`title`
	OR NEW.`kind` IS NOT OLD.`kind` OR NEW.`file_name` IS NOT OLD.`file_name` OR NEW.`media_type` IS NOT OLD.`media_type`)
BEGIN SELECT RAISE(ABORT, 'soap note is signed'); END;--> statement-breakpoint
CREATE TRIGGER `record_attachments_of_signed_note_kept` BEFORE DELETE ON `record_attachments`
WHEN OLD.`note_id` IS NOT NULL AND (SELECT `status` FROM `soap_notes` WHERE `id` = OLD.`note_id`) = 'signed'
BEGIN SELECT RAISE(ABORT, 'soap note is signed'); END;
