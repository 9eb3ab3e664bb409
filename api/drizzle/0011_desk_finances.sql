CREATE TABLE `cash_closings` (
	`id` text PRIMARY KEY NOT NULL,
	`business_date` text NOT NULL,
	`expected` text NOT NULL,
	`counted` text NOT NULL,
	`expected_cents` integer NOT NULL,
	`counted_cents` integer NOT NULL,
	`difference_cents` integer NOT NULL,
	`note` text DEFAULT '' NOT NULL,
	`closed_by` text,
	`closed_at` text NOT NULL,
	FOREIGN KEY (`closed_by`) REFERENCES `staff_users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `cash_closings_business_date_unique` ON `cash_closings` (`business_date`);--> statement-breakpoint
CREATE TABLE `credit_note_lines` (
	`id` text PRIMARY KEY NOT NULL,
	`credit_note_id` text NOT NULL,
	`invoice_line_id` text NOT NULL,
	`description` text NOT NULL,
	`amount` integer NOT NULL,
	`tax_code` text NOT NULL,
	FOREIGN KEY (`credit_note_id`) REFERENCES `credit_notes`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`invoice_line_id`) REFERENCES `invoice_lines`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `credit_note_lines_note_idx` ON `credit_note_lines` (`credit_note_id`);--> statement-breakpoint
CREATE TABLE `credit_notes` (
	`id` text PRIMARY KEY NOT NULL,
	`number` text NOT NULL,
	`invoice_id` text NOT NULL,
	`patient_id` text NOT NULL,
	`issued_on` text NOT NULL,
	`amount` integer NOT NULL,
	`reason` text NOT NULL,
	`created_by` text,
	`created_at` text NOT NULL,
	FOREIGN KEY (`invoice_id`) REFERENCES `invoices`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`patient_id`) REFERENCES `patients`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`created_by`) REFERENCES `staff_users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `credit_notes_number_unique` ON `credit_notes` (`number`);--> statement-breakpoint
CREATE INDEX `credit_notes_invoice_idx` ON `credit_notes` (`invoice_id`);--> statement-breakpoint
CREATE INDEX `credit_notes_patient_idx` ON `credit_notes` (`patient_id`,`issued_on`);--> statement-breakpoint
ALTER TABLE `appointments` ADD `arrived_at` text;--> statement-breakpoint
ALTER TABLE `invoice_lines` ADD `product_id` text REFERENCES products(id);--> statement-breakpoint
ALTER TABLE `invoice_lines` ADD `quantity` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `invoice_lines` ADD `credited_amount` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `invoices` ADD `number` text;--> statement-breakpoint
ALTER TABLE `invoices` ADD `kind` text DEFAULT 'visit' NOT NULL;--> statement-breakpoint
ALTER TABLE `invoices` ADD `credited_amount` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `invoices` ADD `paid_amount` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `invoices` ADD `issued_at` text;--> statement-breakpoint
ALTER TABLE `invoices` ADD `issued_by` text REFERENCES staff_users(id);--> statement-breakpoint
ALTER TABLE `invoices` ADD `created_by` text REFERENCES staff_users(id);--> statement-breakpoint
ALTER TABLE `invoices` ADD `waiver_reason` text;--> statement-breakpoint
ALTER TABLE `invoices` ADD `waiver_note` text;--> statement-breakpoint
ALTER TABLE `invoices` ADD `waived_by` text REFERENCES staff_users(id);--> statement-breakpoint
ALTER TABLE `invoices` ADD `waived_at` text;--> statement-breakpoint
CREATE UNIQUE INDEX `invoices_number_unique` ON `invoices` (`number`);--> statement-breakpoint
CREATE INDEX `invoices_status_issued_idx` ON `invoices` (`payment_status`,`issued_on`);--> statement-breakpoint
CREATE UNIQUE INDEX `invoices_appointment_kind_idx` ON `invoices` (`appointment_id`,`kind`) WHERE appointment_id is not null and kind <> 'sale';--> statement-breakpoint
ALTER TABLE `payment_transactions` ADD `tender` text;--> statement-breakpoint
ALTER TABLE `payment_transactions` ADD `received_at` text;--> statement-breakpoint
ALTER TABLE `payment_transactions` ADD `business_date` text;--> statement-breakpoint
ALTER TABLE `payment_transactions` ADD `taken_by` text REFERENCES staff_users(id);--> statement-breakpoint
ALTER TABLE `payment_transactions` ADD `checkout_id` text;--> statement-breakpoint
ALTER TABLE `payment_transactions` ADD `allocated_amount` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `payment_transactions` ADD `refunded_amount` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `payment_transactions` ADD `refund_of_id` text REFERENCES payment_transactions(id);--> statement-breakpoint
CREATE INDEX `payment_transactions_business_date_idx` ON `payment_transactions` (`business_date`,`tender`);--> statement-breakpoint
CREATE INDEX `payment_transactions_checkout_idx` ON `payment_transactions` (`checkout_id`);--> statement-breakpoint
ALTER TABLE `clinic_settings` ADD `credit_note_next_number` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
UPDATE `invoices` SET `number` = 'INV-' || upper(substr(`id`, 1, 8)), `issued_at` = `created_at` WHERE `number` IS NULL;--> statement-breakpoint
UPDATE `invoices` SET `paid_amount` = CASE WHEN `payment_status` = 'paid' THEN `total_amount` ELSE coalesce((SELECT sum(ip.`amount`) FROM `invoice_payments` ip JOIN `payment_transactions` t ON t.`id` = ip.`transaction_id` WHERE ip.`invoice_id` = `invoices`.`id` AND t.`status` = 'completed'), 0) END;--> statement-breakpoint
UPDATE `payment_transactions` SET `tender` = 'card_on_file', `received_at` = `created_at`, `business_date` = substr(`created_at`, 1, 10) WHERE `tender` IS NULL;--> statement-breakpoint
UPDATE `payment_transactions` SET `allocated_amount` = coalesce((SELECT sum(ip.`amount`) FROM `invoice_payments` ip WHERE ip.`transaction_id` = `payment_transactions`.`id`), 0);
