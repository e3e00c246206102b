CREATE TABLE "knowledge_attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lession_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"file_size" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "knowledge_keywords" (
	"lession_id" uuid NOT NULL,
	"keyword" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "knowledge_keywords_lession_keyword" UNIQUE("lession_id","keyword")
);
--> statement-breakpoint
CREATE TABLE "knowledge_lessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"type_id" uuid NOT NULL,
	"teacher_id" uuid NOT NULL,
	"lession_type" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"is_show" integer DEFAULT 1 NOT NULL,
	"creator_id" uuid,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "knowledge_teachers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"name" text NOT NULL,
	"nick_name" text DEFAULT '' NOT NULL,
	"department" text DEFAULT '' NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"desc_image" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"is_show" integer DEFAULT 1 NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "knowledge_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"parent_id" uuid,
	"type_name" text NOT NULL,
	"code" text NOT NULL,
	"level" integer NOT NULL,
	"is_show" integer DEFAULT 1 NOT NULL,
	"sort" integer DEFAULT 1 NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "knowledge_types_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "knowledge_attachments" ADD CONSTRAINT "knowledge_attachments_lession_id_knowledge_lessions_id_fk" FOREIGN KEY ("lession_id") REFERENCES "public"."knowledge_lessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_attachments" ADD CONSTRAINT "knowledge_attachments_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_keywords" ADD CONSTRAINT "knowledge_keywords_lession_id_knowledge_lessions_id_fk" FOREIGN KEY ("lession_id") REFERENCES "public"."knowledge_lessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_lessions" ADD CONSTRAINT "knowledge_lessions_type_id_knowledge_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."knowledge_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_lessions" ADD CONSTRAINT "knowledge_lessions_teacher_id_knowledge_teachers_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."knowledge_teachers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_lessions" ADD CONSTRAINT "knowledge_lessions_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_teachers" ADD CONSTRAINT "knowledge_teachers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_types" ADD CONSTRAINT "knowledge_types_parent_id_knowledge_types_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."knowledge_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "knowledge_attachments_lession_idx" ON "knowledge_attachments" USING btree ("lession_id");--> statement-breakpoint
CREATE INDEX "knowledge_attachments_file_idx" ON "knowledge_attachments" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "knowledge_keywords_keyword_idx" ON "knowledge_keywords" USING btree ("keyword");--> statement-breakpoint
CREATE INDEX "knowledge_lessions_type_idx" ON "knowledge_lessions" USING btree ("type_id");--> statement-breakpoint
CREATE INDEX "knowledge_lessions_teacher_idx" ON "knowledge_lessions" USING btree ("teacher_id");--> statement-breakpoint
CREATE INDEX "knowledge_types_parent_idx" ON "knowledge_types" USING btree ("parent_id");