CREATE TABLE `credit_holds` (
	`transaction_id` text NOT NULL,
	`source_id` text NOT NULL,
	`invoice_id` text NOT NULL,
	`amount` integer NOT NULL,
	PRIMARY KEY(`transaction_id`, `source_id`, `invoice_id`),
	FOREIGN KEY (`transaction_id`) REFERENCES `payment_transactions`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`source_id`) REFERENCES `payment_transactions`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`invoice_id`) REFERENCES `invoices`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `credit_holds_source_idx` ON `credit_holds` (`source_id`);--> statement-breakpoint
CREATE INDEX `credit_holds_invoice_idx` ON `credit_holds` (`invoice_id`);