-- Databases seeded before issue 12 gave the default demo role 普通员工 the 员工档案 page (HRM,
-- HRM.EmployeeFile), and every approved new hire gets that role: any employee could browse
-- colleagues' files. The seed no longer grants them; this takes them back once (a migration, so an
-- administrator who grants them again on purpose later keeps that choice).
DELETE FROM "permission_grants" WHERE "provider_name" = 'R' AND "provider_key" = '普通员工' AND "name" IN ('HRM', 'HRM.EmployeeFile');
