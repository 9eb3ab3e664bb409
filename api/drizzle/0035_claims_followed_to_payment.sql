CREATE TABLE `insurance_cases` (
	`id` text PRIMARY KEY NOT NULL,
	`patient_id` text NOT NULL,
	`payer` text NOT NULL,
	`claim_number` text NOT NULL,
	`event_date` text NOT NULL,
	`prescribing_doctor` text,
	`prescription_date` text NOT NULL,
	`created_by` text,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`patient_id`) REFERENCES `patients`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`created_by`) REFERENCES `staff_users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `insurance_cases_patient_idx` ON `insurance_cases` (`patient_id`);--> statement-breakpoint
CREATE TABLE `insurance_claim_invoices` (
	`claim_id` text NOT NULL,
	`invoice_id` text NOT NULL,
	`amount` integer NOT NULL,
	`paid_amount` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`claim_id`, `invoice_id`),
	FOREIGN KEY (`claim_id`) REFERENCES `insurance_claims`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`invoice_id`) REFERENCES `invoices`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `insurance_claim_invoices_invoice_idx` ON `insurance_claim_invoices` (`invoice_id`);--> statement-breakpoint
CREATE TABLE `insurance_claims` (
	`id` text PRIMARY KEY NOT NULL,
	`patient_id` text NOT NULL,
	`payer` text NOT NULL,
	`insurer` text,
	`case_id` text,
	`policy_number` text,
	`certificate_number` text,
	`claimed_amount` integer NOT NULL,
	`paid_amount` integer DEFAULT 0 NOT NULL,
	`status` text DEFAULT 'to_submit' NOT NULL,
	`created_on` text NOT NULL,
	`submitted_on` text,
	`status_on` text NOT NULL,
	`last_follow_up_on` text,
	`payer_reference` text,
	`created_by` text,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`patient_id`) REFERENCES `patients`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`case_id`) REFERENCES `insurance_cases`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`created_by`) REFERENCES `staff_users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `insurance_claims_status_idx` ON `insurance_claims` (`status`,`status_on`);--> statement-breakpoint
CREATE INDEX `insurance_claims_patient_idx` ON `insurance_claims` (`patient_id`);--> statement-breakpoint
CREATE TABLE `payer_payment_allocations` (
	`payer_payment_id` text NOT NULL,
	`claim_id` text NOT NULL,
	`invoice_id` text NOT NULL,
	`transaction_id` text NOT NULL,
	`amount` integer NOT NULL,
	PRIMARY KEY(`payer_payment_id`, `claim_id`, `invoice_id`),
	FOREIGN KEY (`payer_payment_id`) REFERENCES `payer_payments`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`claim_id`) REFERENCES `insurance_claims`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`invoice_id`) REFERENCES `invoices`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`transaction_id`) REFERENCES `payment_transactions`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `payer_payment_allocations_claim_idx` ON `payer_payment_allocations` (`claim_id`);--> statement-breakpoint
CREATE TABLE `payer_payments` (
	`id` text PRIMARY KEY NOT NULL,
	`payer` text NOT NULL,
	`insurer` text,
	`tender` text NOT NULL,
	`reference` text,
	`amount` integer NOT NULL,
	`received_on` text NOT NULL,
	`business_date` text NOT NULL,
	`recorded_by` text,
	`created_at` text NOT NULL,
	FOREIGN KEY (`recorded_by`) REFERENCES `staff_users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
ALTER TABLE `patient_insurance` ADD `insurer` text;--> statement-breakpoint
ALTER TABLE `patient_insurance` ADD `policy_number` text;--> statement-breakpoint
ALTER TABLE `patient_insurance` ADD `certificate_number` text;--> statement-breakpoint
-- Claims and payers' payments hold the desk's money rules in the database too (as 0016 does for
-- invoices and payments): a claim asks an invoice no more than it bills (its total less its credit
-- notes), no claim is paid more than it asked, a payer's payment applies no more than it received
-- nor more on an invoice than it still owes, and once written a payment's shares never change.
-- Each message starts with the rule's name (platform/db/money-rule-refusal.ts).
CREATE TRIGGER `insurance_claim_invoices_within_invoice` BEFORE INSERT ON `insurance_claim_invoices`
WHEN NEW.`amount` <= 0 OR NEW.`paid_amount` < 0 OR NEW.`paid_amount` > NEW.`amount` OR NEW.`amount` > (
	SELECT `total_amount` - `credited_amount` FROM `invoices` WHERE `id` = NEW.`invoice_id`
)
BEGIN SELECT RAISE(ABORT, 'money rule: above claimed'); END;--> statement-breakpoint
CREATE TRIGGER `insurance_claim_invoices_paid_within_claim` BEFORE UPDATE ON `insurance_claim_invoices`
WHEN NEW.`amount` IS NOT OLD.`amount` OR NEW.`paid_amount` < OLD.`paid_amount` OR NEW.`paid_amount` > NEW.`amount`
BEGIN SELECT RAISE(ABORT, 'money rule: above claimed'); END;--> statement-breakpoint
CREATE TRIGGER `insurance_claims_amounts_insert` BEFORE INSERT ON `insurance_claims`
WHEN NEW.`claimed_amount` < 0 OR NEW.`paid_amount` < 0 OR NEW.`paid_amount` > NEW.`claimed_amount`
BEGIN SELECT RAISE(ABORT, 'money rule: above claimed'); END;--> statement-breakpoint
CREATE TRIGGER `insurance_claims_amounts_update` BEFORE UPDATE ON `insurance_claims`
WHEN NEW.`claimed_amount` IS NOT OLD.`claimed_amount` OR NEW.`paid_amount` < 0 OR NEW.`paid_amount` > NEW.`claimed_amount`
BEGIN SELECT RAISE(ABORT, 'money rule: above claimed'); END;--> statement-breakpoint
CREATE TRIGGER `payer_payments_amounts_insert` BEFORE INSERT ON `payer_payments`
WHEN NEW.`amount` <= 0
BEGIN SELECT RAISE(ABORT, 'money rule: negative amount'); END;--> statement-breakpoint
CREATE TRIGGER `payer_payments_unchanged` BEFORE UPDATE ON `payer_payments`
BEGIN SELECT RAISE(ABORT, 'money rule: payer payment'); END;--> statement-breakpoint
CREATE TRIGGER `payer_payments_kept` BEFORE DELETE ON `payer_payments`
BEGIN SELECT RAISE(ABORT, 'money rule: payer payment'); END;--> statement-breakpoint
CREATE TRIGGER `payer_payment_allocations_within_owed` BEFORE INSERT ON `payer_payment_allocations`
WHEN NEW.`amount` <= 0
	OR NEW.`amount` + (SELECT coalesce(sum(`amount`), 0) FROM `payer_payment_allocations` WHERE `payer_payment_id` = NEW.`payer_payment_id`)
		> (SELECT `amount` FROM `payer_payments` WHERE `id` = NEW.`payer_payment_id`)
	OR NEW.`amount` > (SELECT `total_amount` - `credited_amount` - `paid_amount` FROM `invoices` WHERE `id` = NEW.`invoice_id`)
	OR NEW.`amount` > (
		SELECT `amount` - `paid_amount` FROM `insurance_claim_invoices` WHERE `claim_id` = NEW.`claim_id` AND `invoice_id` = NEW.`invoice_id`
	)
	OR NOT EXISTS (SELECT 1 FROM `insurance_claim_invoices` WHERE `claim_id` = NEW.`claim_id` AND `invoice_id` = NEW.`invoice_id`)
BEGIN SELECT RAISE(ABORT, 'money rule: payer payment'); END;--> statement-breakpoint
CREATE TRIGGER `payer_payment_allocations_unchanged` BEFORE UPDATE ON `payer_payment_allocations`
BEGIN SELECT RAISE(ABORT, 'money rule: payer payment'); END;--> statement-breakpoint
CREATE TRIGGER `payer_payment_allocations_kept` BEFORE DELETE ON `payer_payment_allocations`
BEGIN SELECT RAISE(ABORT, 'money rule: payer payment'); END;
