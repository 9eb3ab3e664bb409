CREATE TABLE `appointments` (
	`id` text PRIMARY KEY NOT NULL,
	`patient_id` text,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`phone` text NOT NULL,
	`reason` text,
	`patient_age` text,
	`preferred_time` text,
	`status` text DEFAULT 'pending' NOT NULL,
	`scheduled_date` text,
	`scheduled_time` text,
	`duration_minutes` integer DEFAULT 30 NOT NULL,
	`notes` text,
	`presence_confirmed` integer DEFAULT false NOT NULL,
	`cancellation_reason` text,
	`cancelled_at` text,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	`service_type_id` text,
	`confirmation_token` text NOT NULL,
	`booking_source` text DEFAULT 'site' NOT NULL,
	`payment_status` text DEFAULT 'pending' NOT NULL,
	`payment_amount` integer DEFAULT 0 NOT NULL,
	`deposit_amount` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`patient_id`) REFERENCES `patients`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`service_type_id`) REFERENCES `service_types`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `appointments_confirmation_token_unique` ON `appointments` (`confirmation_token`);--> statement-breakpoint
CREATE INDEX `appointments_schedule_idx` ON `appointments` (`scheduled_date`,`scheduled_time`);--> statement-breakpoint
CREATE INDEX `appointments_patient_idx` ON `appointments` (`patient_id`);--> statement-breakpoint
CREATE INDEX `appointments_email_idx` ON `appointments` (`email`);--> statement-breakpoint
CREATE TABLE `sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`subject_type` text NOT NULL,
	`subject_id` text NOT NULL,
	`second_factor_verified` integer DEFAULT false NOT NULL,
	`created_at` text NOT NULL,
	`last_seen_at` text NOT NULL,
	`expires_at` text NOT NULL,
	`user_agent` text
);
--> statement-breakpoint
CREATE INDEX `sessions_subject_idx` ON `sessions` (`subject_type`,`subject_id`);--> statement-breakpoint
CREATE INDEX `sessions_expires_idx` ON `sessions` (`expires_at`);--> statement-breakpoint
CREATE TABLE `verifications` (
	`id` text PRIMARY KEY NOT NULL,
	`type` text NOT NULL,
	`target` text NOT NULL,
	`token_hash` text NOT NULL,
	`expires_at` text NOT NULL,
	`used_at` text,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `verifications_token_hash_unique` ON `verifications` (`token_hash`);--> statement-breakpoint
CREATE INDEX `verifications_type_target_idx` ON `verifications` (`type`,`target`);--> statement-breakpoint
CREATE TABLE `invoices` (
	`id` text PRIMARY KEY NOT NULL,
	`patient_id` text NOT NULL,
	`appointment_id` text,
	`total_amount` integer NOT NULL,
	`payment_status` text DEFAULT 'unpaid' NOT NULL,
	`notes` text,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`patient_id`) REFERENCES `patients`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`appointment_id`) REFERENCES `appointments`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `invoices_patient_status_idx` ON `invoices` (`patient_id`,`payment_status`);--> statement-breakpoint
CREATE TABLE `payment_methods` (
	`id` text PRIMARY KEY NOT NULL,
	`patient_id` text NOT NULL,
	`card_token` text NOT NULL,
	`card_brand` text NOT NULL,
	`last_four_digits` text NOT NULL,
	`expiry_month` integer NOT NULL,
	`expiry_year` integer NOT NULL,
	`cardholder_name` text NOT NULL,
	`billing_address_line1` text NOT NULL,
	`billing_address_line2` text,
	`billing_city` text NOT NULL,
	`billing_province` text DEFAULT 'QC' NOT NULL,
	`billing_postal_code` text NOT NULL,
	`billing_country` text DEFAULT 'CA' NOT NULL,
	`card_nickname` text,
	`is_primary` integer DEFAULT false NOT NULL,
	`is_verified` integer DEFAULT false NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`patient_id`) REFERENCES `patients`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `payment_methods_patient_idx` ON `payment_methods` (`patient_id`,`is_active`);--> statement-breakpoint
CREATE TABLE `payment_transactions` (
	`id` text PRIMARY KEY NOT NULL,
	`patient_id` text NOT NULL,
	`appointment_id` text,
	`payment_method_id` text,
	`transaction_type` text DEFAULT 'payment' NOT NULL,
	`amount` integer NOT NULL,
	`currency` text DEFAULT 'CAD' NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`description` text,
	`notes` text,
	`gateway_reference` text,
	`created_at` text NOT NULL,
	FOREIGN KEY (`patient_id`) REFERENCES `patients`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`appointment_id`) REFERENCES `appointments`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`payment_method_id`) REFERENCES `payment_methods`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `payment_transactions_patient_created_idx` ON `payment_transactions` (`patient_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `booking_hours` (
	`weekday` integer PRIMARY KEY NOT NULL,
	`enabled` integer NOT NULL,
	`start_time` text NOT NULL,
	`end_time` text NOT NULL,
	`note` text
);
--> statement-breakpoint
CREATE TABLE `clinic_settings` (
	`id` integer PRIMARY KEY DEFAULT 1 NOT NULL,
	`owner_id` text,
	`clinic_name` text NOT NULL,
	`practitioner_name` text NOT NULL,
	`practitioner_title` text DEFAULT 'Chiropraticienne' NOT NULL,
	`email` text NOT NULL,
	`phone` text NOT NULL,
	`address_line` text DEFAULT '' NOT NULL,
	`city` text DEFAULT '' NOT NULL,
	`province` text DEFAULT 'QC' NOT NULL,
	`postal_code` text DEFAULT '' NOT NULL,
	`time_zone` text DEFAULT 'America/Toronto' NOT NULL,
	`booking_mode` text DEFAULT 'open' NOT NULL,
	`show_admin_link` integer DEFAULT false NOT NULL,
	`online_booking_enabled` integer DEFAULT true NOT NULL,
	`advance_booking_days` integer DEFAULT 30 NOT NULL,
	`privacy_officer_name` text,
	`privacy_officer_email` text,
	`parking_info` text,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`owner_id`) REFERENCES `staff_users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "clinic_settings_single_row" CHECK("clinic_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE `service_types` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`price` integer NOT NULL,
	`duration_minutes` integer NOT NULL,
	`color` text,
	`is_active` integer DEFAULT true NOT NULL,
	`allow_online_booking` integer DEFAULT true NOT NULL,
	`requires_deposit` integer DEFAULT false NOT NULL,
	`deposit_amount` integer DEFAULT 0 NOT NULL,
	`tax_code` text DEFAULT 'exempt' NOT NULL,
	`display_order` integer DEFAULT 0 NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `soap_notes` (
	`id` text PRIMARY KEY NOT NULL,
	`patient_id` text NOT NULL,
	`appointment_id` text,
	`visit_date` text NOT NULL,
	`subjective` text,
	`objective` text,
	`assessment` text,
	`plan` text,
	`created_by` text NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`patient_id`) REFERENCES `patients`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`appointment_id`) REFERENCES `appointments`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`created_by`) REFERENCES `staff_users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `soap_notes_patient_visit_idx` ON `soap_notes` (`patient_id`,`visit_date`);--> statement-breakpoint
CREATE TABLE `soap_templates` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`category` text NOT NULL,
	`subjective` text NOT NULL,
	`objective` text NOT NULL,
	`assessment` text NOT NULL,
	`plan` text NOT NULL,
	`follow_up_days` integer NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`display_order` integer DEFAULT 0 NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `soap_templates_name_unique` ON `soap_templates` (`name`);--> statement-breakpoint
CREATE TABLE `patient_accounts` (
	`id` text PRIMARY KEY NOT NULL,
	`patient_id` text NOT NULL,
	`email` text NOT NULL,
	`password_hash` text,
	`created_at` text NOT NULL,
	`last_sign_in_at` text,
	FOREIGN KEY (`patient_id`) REFERENCES `patients`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `patient_accounts_patient_id_unique` ON `patient_accounts` (`patient_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `patient_accounts_email_unique` ON `patient_accounts` (`email`);--> statement-breakpoint
CREATE TABLE `patients` (
	`id` text PRIMARY KEY NOT NULL,
	`first_name` text NOT NULL,
	`last_name` text NOT NULL,
	`email` text,
	`phone` text,
	`address` text,
	`date_of_birth` text,
	`status` text DEFAULT 'active' NOT NULL,
	`total_visits` integer DEFAULT 0 NOT NULL,
	`last_visit` text,
	`notes` text,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `patients_email_idx` ON `patients` (`email`);--> statement-breakpoint
CREATE INDEX `patients_name_idx` ON `patients` (`last_name`,`first_name`);--> statement-breakpoint
CREATE TABLE `analytics_metrics` (
	`id` text PRIMARY KEY NOT NULL,
	`metric_name` text NOT NULL,
	`metric_value` real NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `analytics_metrics_metric_name_unique` ON `analytics_metrics` (`metric_name`);--> statement-breakpoint
CREATE TABLE `audit_events` (
	`id` text PRIMARY KEY NOT NULL,
	`actor_id` text,
	`actor_type` text NOT NULL,
	`action` text NOT NULL,
	`entity` text NOT NULL,
	`entity_id` text,
	`created_at` text NOT NULL,
	`details` text
);
--> statement-breakpoint
CREATE INDEX `audit_events_entity_idx` ON `audit_events` (`entity`,`entity_id`);--> statement-breakpoint
CREATE INDEX `audit_events_created_idx` ON `audit_events` (`created_at`);--> statement-breakpoint
CREATE TABLE `client_error_logs` (
	`id` text PRIMARY KEY NOT NULL,
	`error_id` text NOT NULL,
	`error_code` text NOT NULL,
	`message` text NOT NULL,
	`stack` text,
	`severity` text NOT NULL,
	`context` text,
	`user_agent` text,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `client_error_logs_created_idx` ON `client_error_logs` (`created_at`);--> statement-breakpoint
CREATE TABLE `email_outbox` (
	`id` text PRIMARY KEY NOT NULL,
	`to` text NOT NULL,
	`subject` text NOT NULL,
	`text` text NOT NULL,
	`html` text,
	`created_at` text NOT NULL,
	`sent_at` text,
	`error` text
);
--> statement-breakpoint
CREATE INDEX `email_outbox_created_idx` ON `email_outbox` (`created_at`);--> statement-breakpoint
CREATE TABLE `job_leases` (
	`name` text PRIMARY KEY NOT NULL,
	`holder` text NOT NULL,
	`expires_at` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `rate_limit_buckets` (
	`key` text PRIMARY KEY NOT NULL,
	`count` integer DEFAULT 0 NOT NULL,
	`window_started_at` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `rebooking_requests` (
	`id` text PRIMARY KEY NOT NULL,
	`appointment_id` text,
	`patient_id` text,
	`patient_name` text NOT NULL,
	`patient_email` text NOT NULL,
	`reason` text,
	`status` text DEFAULT 'pending' NOT NULL,
	`expires_at` text NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`appointment_id`) REFERENCES `appointments`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`patient_id`) REFERENCES `patients`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `rebooking_requests_status_expires_idx` ON `rebooking_requests` (`status`,`expires_at`);--> statement-breakpoint
CREATE TABLE `rebooking_responses` (
	`id` text PRIMARY KEY NOT NULL,
	`rebooking_request_id` text NOT NULL,
	`response_token` text NOT NULL,
	`response_type` text,
	`selected_slot_id` text,
	`patient_notes` text,
	`responded_at` text,
	`created_at` text NOT NULL,
	FOREIGN KEY (`rebooking_request_id`) REFERENCES `rebooking_requests`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`selected_slot_id`) REFERENCES `rebooking_time_slots`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `rebooking_responses_response_token_unique` ON `rebooking_responses` (`response_token`);--> statement-breakpoint
CREATE INDEX `rebooking_responses_request_idx` ON `rebooking_responses` (`rebooking_request_id`);--> statement-breakpoint
CREATE TABLE `rebooking_time_slots` (
	`id` text PRIMARY KEY NOT NULL,
	`rebooking_request_id` text NOT NULL,
	`slot_datetime` text NOT NULL,
	`slot_date` text NOT NULL,
	`slot_time` text NOT NULL,
	`duration_minutes` integer NOT NULL,
	`is_available` integer DEFAULT true NOT NULL,
	`display_order` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`rebooking_request_id`) REFERENCES `rebooking_requests`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `rebooking_time_slots_request_idx` ON `rebooking_time_slots` (`rebooking_request_id`,`display_order`);--> statement-breakpoint
CREATE TABLE `staff_users` (
	`id` text PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`full_name` text NOT NULL,
	`role` text NOT NULL,
	`password_hash` text NOT NULL,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `staff_users_email_unique` ON `staff_users` (`email`);--> statement-breakpoint
CREATE TABLE `user_2fa_attempts` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`attempt_type` text NOT NULL,
	`success` integer NOT NULL,
	`failure_reason` text,
	`ip_address` text,
	`user_agent` text,
	`created_at` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `staff_users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `user_2fa_attempts_user_created_idx` ON `user_2fa_attempts` (`user_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `user_2fa_settings` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`totp_secret_encrypted` text NOT NULL,
	`backup_code_hashes` text NOT NULL,
	`is_enabled` integer DEFAULT false NOT NULL,
	`method` text DEFAULT 'totp' NOT NULL,
	`verified_at` text,
	`last_used_at` text,
	`last_used_step` integer,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `staff_users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `user_2fa_settings_user_id_unique` ON `user_2fa_settings` (`user_id`);--> statement-breakpoint
CREATE TABLE `appointment_slot_offers` (
	`id` text PRIMARY KEY NOT NULL,
	`appointment_id` text,
	`service_type_id` text,
	`slot_datetime` text NOT NULL,
	`slot_date` text NOT NULL,
	`slot_time` text NOT NULL,
	`duration_minutes` integer NOT NULL,
	`status` text DEFAULT 'open' NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`appointment_id`) REFERENCES `appointments`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`service_type_id`) REFERENCES `service_types`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `appointment_slot_offers_slot_idx` ON `appointment_slot_offers` (`slot_date`,`slot_time`);--> statement-breakpoint
CREATE TABLE `slot_offer_invitations` (
	`id` text PRIMARY KEY NOT NULL,
	`slot_offer_id` text NOT NULL,
	`waitlist_entry_id` text NOT NULL,
	`response_token` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`expires_at` text NOT NULL,
	`responded_at` text,
	`created_at` text NOT NULL,
	FOREIGN KEY (`slot_offer_id`) REFERENCES `appointment_slot_offers`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`waitlist_entry_id`) REFERENCES `waitlist_entries`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `slot_offer_invitations_response_token_unique` ON `slot_offer_invitations` (`response_token`);--> statement-breakpoint
CREATE INDEX `slot_offer_invitations_offer_idx` ON `slot_offer_invitations` (`slot_offer_id`);--> statement-breakpoint
CREATE INDEX `slot_offer_invitations_entry_idx` ON `slot_offer_invitations` (`waitlist_entry_id`);--> statement-breakpoint
CREATE INDEX `slot_offer_invitations_status_expires_idx` ON `slot_offer_invitations` (`status`,`expires_at`);--> statement-breakpoint
CREATE TABLE `waitlist_entries` (
	`id` text PRIMARY KEY NOT NULL,
	`full_name` text NOT NULL,
	`email` text NOT NULL,
	`phone` text NOT NULL,
	`preferred_days` text NOT NULL,
	`preferred_times` text NOT NULL,
	`notes` text,
	`status` text DEFAULT 'waiting' NOT NULL,
	`source` text DEFAULT 'site' NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `waitlist_entries_status_created_idx` ON `waitlist_entries` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `waitlist_entries_email_idx` ON `waitlist_entries` (`email`);