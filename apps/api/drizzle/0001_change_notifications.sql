-- Every api process keeps the rows it reads on each request (a user, their sessions, their drive
-- files) in memory. Any change to those rows, by any process, is announced on the channel
-- captio_changes with the user's id, so that every process drops its copy; a TRUNCATE announces
-- '*' (drop everything). NOTIFY is sent at commit and not at all on rollback.
CREATE OR REPLACE FUNCTION captio_notify_user_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_LEVEL = 'STATEMENT' THEN
    PERFORM pg_notify('captio_changes', '*');
  ELSIF TG_TABLE_NAME = 'users' THEN
    PERFORM pg_notify('captio_changes', OLD.id::text);
  ELSE
    IF TG_OP <> 'INSERT' THEN
      PERFORM pg_notify('captio_changes', OLD.user_id::text);
    END IF;
    IF TG_OP <> 'DELETE' THEN
      PERFORM pg_notify('captio_changes', NEW.user_id::text);
    END IF;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_notify_change AFTER UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION captio_notify_user_change();
--> statement-breakpoint
CREATE TRIGGER users_notify_truncate AFTER TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION captio_notify_user_change();
--> statement-breakpoint
CREATE TRIGGER sessions_notify_change AFTER UPDATE OR DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION captio_notify_user_change();
--> statement-breakpoint
CREATE TRIGGER sessions_notify_truncate AFTER TRUNCATE ON sessions
  FOR EACH STATEMENT EXECUTE FUNCTION captio_notify_user_change();
--> statement-breakpoint
CREATE TRIGGER drive_files_notify_change AFTER INSERT OR UPDATE OR DELETE ON drive_files
  FOR EACH ROW EXECUTE FUNCTION captio_notify_user_change();
--> statement-breakpoint
CREATE TRIGGER drive_files_notify_truncate AFTER TRUNCATE ON drive_files
  FOR EACH STATEMENT EXECUTE FUNCTION captio_notify_user_change();
