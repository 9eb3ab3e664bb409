ALTER TABLE `appointments` ADD `text_follow_up_of` text;--> statement-breakpoint
ALTER TABLE `clinic_settings` ADD `text_follow_up_hours_before` integer DEFAULT 12;--> statement-breakpoint
ALTER TABLE `patients` ADD `phone_mobile` integer DEFAULT false NOT NULL;