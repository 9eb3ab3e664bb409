CREATE TABLE `insurance_receipt_prints` (
	`id` text PRIMARY KEY NOT NULL,
	`receipt_id` text NOT NULL,
	`print_number` integer NOT NULL,
	`printed_on` text NOT NULL,
	`channel` text NOT NULL,
	`printed_by` text,
	`created_at` text NOT NULL,
	FOREIGN KEY (`receipt_id`) REFERENCES `insurance_receipts`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`printed_by`) REFERENCES `staff_users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `insurance_receipt_prints_number_idx` ON `insurance_receipt_prints` (`receipt_id`,`print_number`);--> statement-breakpoint
CREATE TABLE `insurance_receipts` (
	`id` text PRIMARY KEY NOT NULL,
	`sequence` integer NOT NULL,
	`number` text NOT NULL,
	`appointment_id` text NOT NULL,
	`invoice_id` text NOT NULL,
	`patient_id` text NOT NULL,
	`issued_on` text NOT NULL,
	`created_at` text NOT NULL,
	FOREIGN KEY (`appointment_id`) REFERENCES `appointments`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`invoice_id`) REFERENCES `invoices`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`patient_id`) REFERENCES `patients`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `insurance_receipts_sequence_unique` ON `insurance_receipts` (`sequence`);--> statement-breakpoint
CREATE UNIQUE INDEX `insurance_receipts_number_unique` ON `insurance_receipts` (`number`);--> statement-breakpoint
CREATE UNIQUE INDEX `insurance_receipts_appointment_id_unique` ON `insurance_receipts` (`appointment_id`);--> statement-breakpoint
CREATE INDEX `insurance_receipts_patient_idx` ON `insurance_receipts` (`patient_id`);--> statement-breakpoint
CREATE TABLE `insurance_settings` (
	`id` integer PRIMARY KEY DEFAULT 1 NOT NULL,
	`location_number` text,
	`provider_numbers` text DEFAULT '{}' NOT NULL,
	`service_codes` text DEFAULT '{}' NOT NULL,
	`send_receipt_after_payment` integer DEFAULT false NOT NULL,
	`updated_at` text NOT NULL,
	CONSTRAINT "insurance_settings_single_row" CHECK("insurance_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE `patient_insurance` (
	`patient_id` text PRIMARY KEY NOT NULL,
	`plan_member_name` text,
	`plan_member_relationship` text,
	`payer_name` text,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`patient_id`) REFERENCES `patients`(`id`) ON UPDATE no action ON DELETE cascade
);
