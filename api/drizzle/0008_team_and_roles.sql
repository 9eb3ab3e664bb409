CREATE TABLE `staff_invitations` (
	`id` text PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`role` text NOT NULL,
	`code_hash` text NOT NULL,
	`invited_by` text NOT NULL,
	`expires_at` text NOT NULL,
	`used_at` text,
	`used_by` text,
	`revoked_at` text,
	`revoked_by` text,
	`created_at` text NOT NULL,
	FOREIGN KEY (`invited_by`) REFERENCES `staff_users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`used_by`) REFERENCES `staff_users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`revoked_by`) REFERENCES `staff_users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `staff_invitations_code_hash_unique` ON `staff_invitations` (`code_hash`);--> statement-breakpoint
CREATE INDEX `staff_invitations_email_idx` ON `staff_invitations` (`email`);--> statement-breakpoint
ALTER TABLE `staff_users` ADD `deactivated_at` text;--> statement-breakpoint
ALTER TABLE `user_2fa_settings` ADD `locked_at` text;