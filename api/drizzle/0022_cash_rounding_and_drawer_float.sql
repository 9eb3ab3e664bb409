ALTER TABLE `cash_closings` ADD `opening_cash_cents` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `payment_transactions` ADD `cash_rounding` integer DEFAULT 0 NOT NULL;