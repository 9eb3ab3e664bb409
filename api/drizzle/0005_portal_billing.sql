CREATE TABLE `invoice_lines` (
	`id` text PRIMARY KEY NOT NULL,
	`invoice_id` text NOT NULL,
	`appointment_id` text,
	`description` text NOT NULL,
	`service_date` text NOT NULL,
	`amount` integer NOT NULL,
	`tax_code` text DEFAULT 'exempt' NOT NULL,
	`line_order` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`invoice_id`) REFERENCES `invoices`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`appointment_id`) REFERENCES `appointments`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `invoice_lines_invoice_idx` ON `invoice_lines` (`invoice_id`,`line_order`);--> statement-breakpoint
CREATE INDEX `invoice_lines_appointment_idx` ON `invoice_lines` (`appointment_id`);--> statement-breakpoint
CREATE TABLE `invoice_payments` (
	`transaction_id` text NOT NULL,
	`invoice_id` text NOT NULL,
	`amount` integer NOT NULL,
	PRIMARY KEY(`transaction_id`, `invoice_id`),
	FOREIGN KEY (`transaction_id`) REFERENCES `payment_transactions`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`invoice_id`) REFERENCES `invoices`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `invoice_payments_invoice_idx` ON `invoice_payments` (`invoice_id`);--> statement-breakpoint
CREATE TABLE `record_correction_requests` (
	`id` text PRIMARY KEY NOT NULL,
	`patient_id` text NOT NULL,
	`message` text NOT NULL,
	`status` text DEFAULT 'open' NOT NULL,
	`created_at` text NOT NULL,
	`answered_at` text,
	FOREIGN KEY (`patient_id`) REFERENCES `patients`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `record_correction_requests_patient_idx` ON `record_correction_requests` (`patient_id`,`created_at`);--> statement-breakpoint
ALTER TABLE `invoices` ADD `issued_on` text NOT NULL DEFAULT '';--> statement-breakpoint
ALTER TABLE `invoices` ADD `due_on` text NOT NULL DEFAULT '';--> statement-breakpoint
UPDATE `invoices` SET `issued_on` = substr(`created_at`, 1, 10), `due_on` = substr(`created_at`, 1, 10);--> statement-breakpoint
ALTER TABLE `payment_transactions` ADD `idempotency_key` text;--> statement-breakpoint
CREATE UNIQUE INDEX `payment_transactions_idempotency_idx` ON `payment_transactions` (`patient_id`,`idempotency_key`);--> statement-breakpoint
ALTER TABLE `clinic_settings` ADD `practitioner_licence_number` text;--> statement-breakpoint
ALTER TABLE `clinic_settings` ADD `gst_number` text;--> statement-breakpoint
ALTER TABLE `clinic_settings` ADD `qst_number` text;