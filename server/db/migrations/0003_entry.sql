CREATE TABLE "care_hidden" (
	"tab" text NOT NULL,
	"key" text NOT NULL,
	"hidden_by" uuid,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "care_hidden_tab_key_pk" PRIMARY KEY("tab","key")
);
--> statement-breakpoint
CREATE TABLE "entries" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"step" integer DEFAULT 1 NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"org_id" uuid,
	"basic" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"basic_saved" boolean DEFAULT false NOT NULL,
	"education" jsonb,
	"work_history" jsonb,
	"family" jsonb,
	"uploads" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"submit_time" timestamp with time zone,
	"check_time" timestamp with time zone,
	"checker_id" uuid,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"sender_id" uuid,
	"sender_name" text DEFAULT '' NOT NULL,
	"is_read" boolean DEFAULT false NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "care_hidden" ADD CONSTRAINT "care_hidden_hidden_by_users_id_fk" FOREIGN KEY ("hidden_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entries" ADD CONSTRAINT "entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entries" ADD CONSTRAINT "entries_org_id_subjects_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."subjects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entries" ADD CONSTRAINT "entries_checker_id_users_id_fk" FOREIGN KEY ("checker_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "entries_status_idx" ON "entries" USING btree ("status","creation_time");--> statement-breakpoint
CREATE INDEX "messages_user_idx" ON "messages" USING btree ("user_id","is_read","creation_time");