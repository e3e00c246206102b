CREATE TABLE "knowledge_progress" (
	"user_id" uuid NOT NULL,
	"attachment_id" uuid NOT NULL,
	"page" integer DEFAULT 1 NOT NULL,
	"position" double precision DEFAULT 0 NOT NULL,
	"finished" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "knowledge_progress_user_id_attachment_id_pk" PRIMARY KEY("user_id","attachment_id")
);
--> statement-breakpoint
ALTER TABLE "knowledge_progress" ADD CONSTRAINT "knowledge_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_progress" ADD CONSTRAINT "knowledge_progress_attachment_id_knowledge_attachments_id_fk" FOREIGN KEY ("attachment_id") REFERENCES "public"."knowledge_attachments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "knowledge_progress_user_idx" ON "knowledge_progress" USING btree ("user_id","updated_at");