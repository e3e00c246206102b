CREATE TABLE "areas" (
	"id" text PRIMARY KEY NOT NULL,
	"parent_id" text,
	"name" text NOT NULL,
	"level" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "business_departments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"parent_id" uuid,
	"name" text NOT NULL,
	"sort" integer DEFAULT 1 NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "employee_careers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"happened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"kind" text NOT NULL,
	"from_status" integer,
	"to_status" integer,
	"from_position" text DEFAULT '' NOT NULL,
	"to_position" text DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"operator_id" uuid,
	"operator_name" text DEFAULT '' NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "employee_status_moves" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"from_status" integer NOT NULL,
	"to_status" integer NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"leave_time" date,
	"operator_id" uuid,
	"operator_name" text DEFAULT '' NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "employees" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"work_level" text DEFAULT '' NOT NULL,
	"position_level" integer DEFAULT 5 NOT NULL,
	"major_areas" text DEFAULT '' NOT NULL,
	"responsibility" text DEFAULT '' NOT NULL,
	"org_id" uuid,
	"business_org_id" uuid,
	"business_dep_id" uuid,
	"job_layer_id" uuid,
	"job_level_id" uuid,
	"is_produce" integer DEFAULT 0 NOT NULL,
	"working_place_id" uuid,
	"join_time" date,
	"to_work_time" date,
	"worker_time" date,
	"entry_time" date,
	"file_time" date,
	"date_of_birth_time" date,
	"leave_time" date,
	"leave_reason" text DEFAULT '' NOT NULL,
	"photo" text DEFAULT '' NOT NULL,
	"id_no" text DEFAULT '' NOT NULL,
	"card_no" text DEFAULT '' NOT NULL,
	"card_name" text DEFAULT '' NOT NULL,
	"card_address" text DEFAULT '' NOT NULL,
	"qq" text DEFAULT '' NOT NULL,
	"specialty" text DEFAULT '' NOT NULL,
	"character" text DEFAULT '' NOT NULL,
	"married" integer,
	"politics" integer,
	"native_place" text DEFAULT '' NOT NULL,
	"ethnic" text DEFAULT '' NOT NULL,
	"height" real,
	"weight" real,
	"blood_type" text DEFAULT '' NOT NULL,
	"education" text DEFAULT '' NOT NULL,
	"household_province_id" text,
	"household_city_id" text,
	"household_address" text DEFAULT '' NOT NULL,
	"now_province_id" text,
	"now_city_id" text,
	"now_address" text DEFAULT '' NOT NULL,
	"concurrency_stamp" text DEFAULT gen_random_uuid()::text NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hr_params" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "hr_params_key_name" UNIQUE("key","name")
);
--> statement-breakpoint
CREATE TABLE "subjects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_name" text NOT NULL,
	"sort" integer DEFAULT 1 NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subjects_company_name_unique" UNIQUE("company_name")
);
--> statement-breakpoint
CREATE TABLE "working_places" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "working_places_name_unique" UNIQUE("name")
);
--> statement-breakpoint
ALTER TABLE "business_departments" ADD CONSTRAINT "business_departments_parent_id_business_departments_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."business_departments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_careers" ADD CONSTRAINT "employee_careers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_careers" ADD CONSTRAINT "employee_careers_operator_id_users_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_status_moves" ADD CONSTRAINT "employee_status_moves_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_status_moves" ADD CONSTRAINT "employee_status_moves_operator_id_users_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_org_id_subjects_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."subjects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_business_org_id_subjects_id_fk" FOREIGN KEY ("business_org_id") REFERENCES "public"."subjects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_business_dep_id_business_departments_id_fk" FOREIGN KEY ("business_dep_id") REFERENCES "public"."business_departments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_job_layer_id_hr_params_id_fk" FOREIGN KEY ("job_layer_id") REFERENCES "public"."hr_params"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_job_level_id_hr_params_id_fk" FOREIGN KEY ("job_level_id") REFERENCES "public"."hr_params"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_working_place_id_working_places_id_fk" FOREIGN KEY ("working_place_id") REFERENCES "public"."working_places"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "areas_parent_idx" ON "areas" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "business_departments_parent_idx" ON "business_departments" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "employee_careers_user_idx" ON "employee_careers" USING btree ("user_id","happened_at");--> statement-breakpoint
CREATE INDEX "employee_status_moves_user_idx" ON "employee_status_moves" USING btree ("user_id","creation_time");--> statement-breakpoint
CREATE INDEX "employees_status_idx" ON "employees" USING btree ("status","join_time");--> statement-breakpoint
CREATE INDEX "employees_org_idx" ON "employees" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "employees_leave_idx" ON "employees" USING btree ("status","leave_time");