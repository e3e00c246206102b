CREATE TABLE "employee_status_counts" (
	"status" integer PRIMARY KEY NOT NULL,
	"n" integer NOT NULL
);
--> statement-breakpoint
-- Kept by statement triggers on employees (transition tables: one write per statement, counters in status order).
CREATE FUNCTION "employee_status_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		INSERT INTO "employee_status_counts" AS c ("status", "n")
			SELECT "status", count(*) FROM new_rows GROUP BY "status" ORDER BY "status"
			ON CONFLICT ("status") DO UPDATE SET "n" = c."n" + EXCLUDED."n";
	ELSIF TG_OP = 'DELETE' THEN
		INSERT INTO "employee_status_counts" AS c ("status", "n")
			SELECT "status", -count(*) FROM old_rows GROUP BY "status" ORDER BY "status"
			ON CONFLICT ("status") DO UPDATE SET "n" = c."n" + EXCLUDED."n";
	ELSIF TG_OP = 'UPDATE' THEN
		INSERT INTO "employee_status_counts" AS c ("status", "n")
			SELECT "status", sum("d")::integer FROM (SELECT "status", 1 AS "d" FROM new_rows UNION ALL SELECT "status", -1 FROM old_rows) AS moved
			GROUP BY "status" HAVING sum("d") <> 0 ORDER BY "status"
			ON CONFLICT ("status") DO UPDATE SET "n" = c."n" + EXCLUDED."n";
	ELSE
		DELETE FROM "employee_status_counts";
	END IF;
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "employee_status_counts_insert" AFTER INSERT ON "employees" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "employee_status_counts_apply"();--> statement-breakpoint
CREATE TRIGGER "employee_status_counts_update" AFTER UPDATE ON "employees" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "employee_status_counts_apply"();--> statement-breakpoint
CREATE TRIGGER "employee_status_counts_delete" AFTER DELETE ON "employees" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "employee_status_counts_apply"();--> statement-breakpoint
CREATE TRIGGER "employee_status_counts_truncate" AFTER TRUNCATE ON "employees" FOR EACH STATEMENT EXECUTE FUNCTION "employee_status_counts_apply"();--> statement-breakpoint
INSERT INTO "employee_status_counts" ("status", "n") SELECT "status", count(*) FROM "employees" GROUP BY "status";
