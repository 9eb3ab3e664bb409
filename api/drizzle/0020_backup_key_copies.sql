CREATE TABLE `backup_key_copies` (
	`fingerprint` text PRIMARY KEY NOT NULL,
	`confirmed_by` text,
	`confirmed_at` text NOT NULL,
	FOREIGN KEY (`confirmed_by`) REFERENCES `staff_users`(`id`) ON UPDATE no action ON DELETE set null
);
