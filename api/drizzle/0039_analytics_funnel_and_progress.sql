CREATE TABLE `booking_funnel_steps` (
	`visit_id` text NOT NULL,
	`step` text NOT NULL,
	`day` text NOT NULL,
	PRIMARY KEY(`visit_id`, `step`)
);
--> statement-breakpoint
CREATE INDEX `booking_funnel_steps_day_idx` ON `booking_funnel_steps` (`day`,`step`);--> statement-breakpoint
CREATE INDEX `episodes_of_care_started_idx` ON `episodes_of_care` (`started_on`);--> statement-breakpoint
CREATE INDEX `outcome_measures_recorded_idx` ON `outcome_measures` (`recorded_on`);