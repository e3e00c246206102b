CREATE TABLE "message_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"parent_id" uuid,
	"title" text NOT NULL,
	"sort" integer DEFAULT 1 NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "system_message_attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"message_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"file_size" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "system_message_audience" (
	"message_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"read_time" timestamp with time zone,
	CONSTRAINT "system_message_audience_message_id_user_id_pk" PRIMARY KEY("message_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "system_message_receivers" (
	"message_id" uuid NOT NULL,
	"type" integer NOT NULL,
	"target_id" uuid NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "system_message_receivers_message_id_type_target_id_pk" PRIMARY KEY("message_id","type","target_id")
);
--> statement-breakpoint
CREATE TABLE "system_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"type_id" uuid NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"is_top" integer DEFAULT 0 NOT NULL,
	"is_new_member_can_see" integer DEFAULT 0 NOT NULL,
	"is_secret" integer DEFAULT 0 NOT NULL,
	"creator_id" uuid,
	"creator_name" text DEFAULT '' NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"last_modification_time" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "message_types" ADD CONSTRAINT "message_types_parent_id_message_types_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."message_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "system_message_attachments" ADD CONSTRAINT "system_message_attachments_message_id_system_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."system_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "system_message_attachments" ADD CONSTRAINT "system_message_attachments_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "system_message_audience" ADD CONSTRAINT "system_message_audience_message_id_system_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."system_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "system_message_audience" ADD CONSTRAINT "system_message_audience_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "system_message_receivers" ADD CONSTRAINT "system_message_receivers_message_id_system_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."system_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "system_messages" ADD CONSTRAINT "system_messages_type_id_message_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."message_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "system_messages" ADD CONSTRAINT "system_messages_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "message_types_parent_idx" ON "message_types" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "system_message_attachments_message_idx" ON "system_message_attachments" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "system_message_attachments_file_idx" ON "system_message_attachments" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "system_message_audience_user_idx" ON "system_message_audience" USING btree ("user_id","read_time");--> statement-breakpoint
CREATE INDEX "system_message_receivers_target_idx" ON "system_message_receivers" USING btree ("target_id");--> statement-breakpoint
CREATE INDEX "system_messages_type_idx" ON "system_messages" USING btree ("type_id");--> statement-breakpoint
CREATE INDEX "system_messages_time_idx" ON "system_messages" USING btree ("is_top","creation_time");