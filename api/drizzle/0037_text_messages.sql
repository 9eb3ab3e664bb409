CREATE TABLE `text_outbox` (
	`id` text PRIMARY KEY NOT NULL,
	`to` text NOT NULL,
	`body` text NOT NULL,
	`kind` text NOT NULL,
	`patient_id` text NOT NULL,
	`appointment_id` text,
	`status` text DEFAULT 'queued' NOT NULL,
	`provider_sid` text,
	`error` text,
	`attempts` integer DEFAULT 0 NOT NULL,
	`next_attempt_at` text,
	`created_at` text NOT NULL,
	`sent_at` text,
	`status_at` text
);
--> statement-breakpoint
CREATE UNIQUE INDEX `text_outbox_provider_sid_idx` ON `text_outbox` (`provider_sid`);--> statement-breakpoint
CREATE INDEX `text_outbox_due_idx` ON `text_outbox` (`status`,`next_attempt_at`);--> statement-breakpoint
CREATE INDEX `text_outbox_appointment_idx` ON `text_outbox` (`appointment_id`,`kind`);--> statement-breakpoint
CREATE INDEX `text_outbox_created_idx` ON `text_outbox` (`created_at`);--> statement-breakpoint
CREATE TABLE `text_replies` (
	`id` text PRIMARY KEY NOT NULL,
	`message_sid` text NOT NULL,
	`from` text NOT NULL,
	`body` text NOT NULL,
	`patient_id` text NOT NULL,
	`appointment_id` text,
	`outcome` text NOT NULL,
	`received_at` text NOT NULL,
	`read_at` text,
	`read_by` text
);
--> statement-breakpoint
CREATE UNIQUE INDEX `text_replies_message_sid_idx` ON `text_replies` (`message_sid`);--> statement-breakpoint
CREATE INDEX `text_replies_outcome_idx` ON `text_replies` (`outcome`,`received_at`);