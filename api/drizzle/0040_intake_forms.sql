CREATE TABLE `intake_forms` (
	`id` text PRIMARY KEY NOT NULL,
	`version` integer NOT NULL,
	`introduction` text NOT NULL,
	`optional_sections` text NOT NULL,
	`definition` text NOT NULL,
	`published_at` text NOT NULL,
	`created_by` text,
	`created_at` text NOT NULL,
	FOREIGN KEY (`created_by`) REFERENCES `staff_users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `intake_forms_version_idx` ON `intake_forms` (`version`);--> statement-breakpoint
CREATE TABLE `intake_submissions` (
	`id` text PRIMARY KEY NOT NULL,
	`patient_id` text NOT NULL,
	`appointment_id` text,
	`form_id` text NOT NULL,
	`submission_version` integer DEFAULT 1 NOT NULL,
	`replaces_id` text,
	`status` text DEFAULT 'draft' NOT NULL,
	`answers_encrypted` text,
	`signed_name` text,
	`signed_relationship` text,
	`signed_at` text,
	`agreed_text` text,
	`health_consent` integer DEFAULT false NOT NULL,
	`reviewed_by` text,
	`reviewed_at` text,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`patient_id`) REFERENCES `patients`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`appointment_id`) REFERENCES `appointments`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`form_id`) REFERENCES `intake_forms`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`reviewed_by`) REFERENCES `staff_users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `intake_submissions_patient_idx` ON `intake_submissions` (`patient_id`,`status`);--> statement-breakpoint
CREATE INDEX `intake_submissions_appointment_idx` ON `intake_submissions` (`appointment_id`);--> statement-breakpoint
-- A signed intake is never changed (clinical/intake/intake-submissions.ts): its answers, who
-- signed, when, the text agreed to and the form version stay as signed; a change after signing is
-- a new row. Only its reading (signed → reviewed, by whom, when) may follow, and the patient it is
-- filed under may move when two files are merged; its visit is cleared if the visit is deleted.
CREATE TRIGGER `intake_submissions_signed_kept` BEFORE UPDATE ON `intake_submissions`
WHEN OLD.`status` <> 'draft' AND (
	NEW.`answers_encrypted` IS NOT OLD.`answers_encrypted` OR NEW.`signed_name` IS NOT OLD.`signed_name`
	OR NEW.`signed_relationship` IS NOT OLD.`signed_relationship` OR NEW.`signed_at` IS NOT OLD.`signed_at`
	OR NEW.`agreed_text` IS NOT OLD.`agreed_text` OR NEW.`health_consent` IS NOT OLD.`health_consent`
	OR NEW.`form_id` IS NOT OLD.`form_id` OR NEW.`submission_version` IS NOT OLD.`submission_version`
	OR NEW.`replaces_id` IS NOT OLD.`replaces_id` OR NEW.`id` IS NOT OLD.`id` OR NEW.`created_at` IS NOT OLD.`created_at`
	OR NEW.`status` = 'draft' OR (OLD.`status` = 'reviewed' AND NEW.`status` <> 'reviewed')
)
BEGIN SELECT RAISE(ABORT, 'health rule: signed intake'); END;--> statement-breakpoint
-- An intake form's version is the text patients signed against: never rewritten.
CREATE TRIGGER `intake_forms_kept` BEFORE UPDATE ON `intake_forms`
WHEN NEW.`version` IS NOT OLD.`version` OR NEW.`introduction` IS NOT OLD.`introduction`
	OR NEW.`optional_sections` IS NOT OLD.`optional_sections` OR NEW.`definition` IS NOT OLD.`definition`
	OR NEW.`id` IS NOT OLD.`id` OR NEW.`published_at` IS NOT OLD.`published_at`
BEGIN SELECT RAISE(ABORT, 'health rule: intake form version'); END;
