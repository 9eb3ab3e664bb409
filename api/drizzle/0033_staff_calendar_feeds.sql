CREATE TABLE `staff_calendar_feeds` (
	`id` text PRIMARY KEY NOT NULL,
	`staff_id` text NOT NULL,
	`token_hash` text NOT NULL,
	`full_names` integer DEFAULT false NOT NULL,
	`created_at` text NOT NULL,
	`last_read_at` text,
	FOREIGN KEY (`staff_id`) REFERENCES `staff_users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `staff_calendar_feeds_staff_id_unique` ON `staff_calendar_feeds` (`staff_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `staff_calendar_feeds_token_hash_unique` ON `staff_calendar_feeds` (`token_hash`);