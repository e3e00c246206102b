CREATE TABLE "approval_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"process_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"user_name" text DEFAULT '' NOT NULL,
	"content" text NOT NULL,
	"attach_urls" text DEFAULT '' NOT NULL,
	"attach_names" text DEFAULT '' NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "approval_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"process_id" uuid NOT NULL,
	"action" text NOT NULL,
	"user_id" uuid,
	"user_name" text DEFAULT '' NOT NULL,
	"from_state" integer NOT NULL,
	"to_state" integer NOT NULL,
	"step_sort" integer,
	"remark" text DEFAULT '' NOT NULL,
	"detail" jsonb,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "approval_flows" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type_id" uuid NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 1 NOT NULL,
	"conditions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"steps" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"concurrency_stamp" text DEFAULT gen_random_uuid()::text NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "approval_forms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"definition" jsonb NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "approval_forms_type_version" UNIQUE("type_id","version")
);
--> statement-breakpoint
CREATE TABLE "approval_processes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type_id" uuid NOT NULL,
	"form_id" uuid NOT NULL,
	"project_no" text,
	"digest" text DEFAULT '' NOT NULL,
	"dept_name" text DEFAULT '' NOT NULL,
	"state" integer NOT NULL,
	"business_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"select_approvers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"fingerprint" text DEFAULT '' NOT NULL,
	"initiator_id" uuid NOT NULL,
	"initiator_name" text DEFAULT '' NOT NULL,
	"appeal_of" uuid,
	"submit_time" timestamp with time zone,
	"end_time" timestamp with time zone,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"concurrency_stamp" text DEFAULT gen_random_uuid()::text NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "approval_processes_project_no_unique" UNIQUE("project_no")
);
--> statement-breakpoint
CREATE TABLE "approval_reads" (
	"process_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"read_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "approval_reads_user_id_process_id_pk" PRIMARY KEY("user_id","process_id")
);
--> statement-breakpoint
CREATE TABLE "approval_serials" (
	"day" text PRIMARY KEY NOT NULL,
	"last" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "approval_shares" (
	"process_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"shared_by" uuid,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "approval_shares_user_id_process_id_pk" PRIMARY KEY("user_id","process_id")
);
--> statement-breakpoint
CREATE TABLE "approval_step_users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"process_id" uuid NOT NULL,
	"step_sort" integer NOT NULL,
	"sort" integer NOT NULL,
	"kind" text NOT NULL,
	"user_id" uuid NOT NULL,
	"user_name" text DEFAULT '' NOT NULL,
	"state" integer DEFAULT 0 NOT NULL,
	"action_time" timestamp with time zone,
	"remark" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "approval_steps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"process_id" uuid NOT NULL,
	"sort" integer NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"kind" text NOT NULL,
	"mode" text DEFAULT '1' NOT NULL,
	"config_type" integer DEFAULT 1 NOT NULL,
	"config_count" integer DEFAULT 0 NOT NULL,
	"state" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "approval_steps_process_sort" UNIQUE("process_id","sort")
);
--> statement-breakpoint
CREATE TABLE "approval_type_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 1 NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "approval_type_groups_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "approval_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"group_id" uuid NOT NULL,
	"name" text NOT NULL,
	"color" text DEFAULT '#1677ff' NOT NULL,
	"icon" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 1 NOT NULL,
	"is_enabled" boolean DEFAULT true NOT NULL,
	"concurrency_stamp" text DEFAULT gen_random_uuid()::text NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "approval_types_group_name" UNIQUE("group_id","name")
);
--> statement-breakpoint
ALTER TABLE "approval_comments" ADD CONSTRAINT "approval_comments_process_id_approval_processes_id_fk" FOREIGN KEY ("process_id") REFERENCES "public"."approval_processes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_comments" ADD CONSTRAINT "approval_comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_events" ADD CONSTRAINT "approval_events_process_id_approval_processes_id_fk" FOREIGN KEY ("process_id") REFERENCES "public"."approval_processes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_events" ADD CONSTRAINT "approval_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_flows" ADD CONSTRAINT "approval_flows_type_id_approval_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."approval_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_forms" ADD CONSTRAINT "approval_forms_type_id_approval_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."approval_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_processes" ADD CONSTRAINT "approval_processes_type_id_approval_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."approval_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_processes" ADD CONSTRAINT "approval_processes_form_id_approval_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."approval_forms"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_processes" ADD CONSTRAINT "approval_processes_initiator_id_users_id_fk" FOREIGN KEY ("initiator_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_reads" ADD CONSTRAINT "approval_reads_process_id_approval_processes_id_fk" FOREIGN KEY ("process_id") REFERENCES "public"."approval_processes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_reads" ADD CONSTRAINT "approval_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_shares" ADD CONSTRAINT "approval_shares_process_id_approval_processes_id_fk" FOREIGN KEY ("process_id") REFERENCES "public"."approval_processes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_shares" ADD CONSTRAINT "approval_shares_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_shares" ADD CONSTRAINT "approval_shares_shared_by_users_id_fk" FOREIGN KEY ("shared_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_step_users" ADD CONSTRAINT "approval_step_users_process_id_approval_processes_id_fk" FOREIGN KEY ("process_id") REFERENCES "public"."approval_processes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_step_users" ADD CONSTRAINT "approval_step_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_steps" ADD CONSTRAINT "approval_steps_process_id_approval_processes_id_fk" FOREIGN KEY ("process_id") REFERENCES "public"."approval_processes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_types" ADD CONSTRAINT "approval_types_group_id_approval_type_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."approval_type_groups"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "approval_comments_process_idx" ON "approval_comments" USING btree ("process_id","creation_time");--> statement-breakpoint
CREATE INDEX "approval_events_process_idx" ON "approval_events" USING btree ("process_id","creation_time");--> statement-breakpoint
CREATE INDEX "approval_flows_type_idx" ON "approval_flows" USING btree ("type_id","sort");--> statement-breakpoint
CREATE INDEX "approval_processes_initiator_idx" ON "approval_processes" USING btree ("initiator_id","state","creation_time");--> statement-breakpoint
CREATE INDEX "approval_processes_fingerprint_idx" ON "approval_processes" USING btree ("initiator_id","fingerprint");--> statement-breakpoint
CREATE INDEX "approval_processes_type_idx" ON "approval_processes" USING btree ("type_id");--> statement-breakpoint
CREATE INDEX "approval_step_users_user_idx" ON "approval_step_users" USING btree ("user_id","kind","state","process_id");--> statement-breakpoint
CREATE INDEX "approval_step_users_process_idx" ON "approval_step_users" USING btree ("process_id","step_sort","sort");