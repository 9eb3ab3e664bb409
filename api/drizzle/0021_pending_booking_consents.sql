CREATE TABLE `pending_booking_consents` (
	`id` text PRIMARY KEY NOT NULL,
	`appointment_id` text NOT NULL,
	`kind` text NOT NULL,
	`version` integer NOT NULL,
	`created_at` text NOT NULL,
	FOREIGN KEY (`appointment_id`) REFERENCES `appointments`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `pending_booking_consents_appointment_idx` ON `pending_booking_consents` (`appointment_id`);