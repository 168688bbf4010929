-- The staff audit log only ever gets rows (docs/decisions/2026-11-27-back-office.md): a change or a removal is
-- refused by the database itself, whoever asks (the application, a staff member with SQL access through the app's role).
CREATE OR REPLACE FUNCTION kiosk_staff_audit_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'staff_audit_log is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END $$;
--> statement-breakpoint
CREATE TRIGGER staff_audit_log_append_only BEFORE UPDATE OR DELETE ON staff_audit_log
  FOR EACH ROW EXECUTE FUNCTION kiosk_staff_audit_append_only();
--> statement-breakpoint
CREATE TRIGGER staff_audit_log_no_truncate BEFORE TRUNCATE ON staff_audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION kiosk_staff_audit_append_only();
