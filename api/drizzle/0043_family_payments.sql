CREATE TABLE `family_payments` (
	`id` text PRIMARY KEY NOT NULL,
	`payer_patient_id` text NOT NULL,
	`payment_method_id` text,
	`idempotency_key` text NOT NULL,
	`amount` integer NOT NULL,
	`created_at` text NOT NULL,
	FOREIGN KEY (`payer_patient_id`) REFERENCES `patients`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`payment_method_id`) REFERENCES `payment_methods`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `family_payments_payer_key_idx` ON `family_payments` (`payer_patient_id`,`idempotency_key`);--> statement-breakpoint
ALTER TABLE `payment_transactions` ADD `family_payment_id` text REFERENCES family_payments(id);--> statement-breakpoint
CREATE INDEX `payment_transactions_family_payment_idx` ON `payment_transactions` (`family_payment_id`);