-- Each api process keeps the system switches (maintenance, notice) and the operator's redirects in
-- memory, as every page request reads them. A change to either, by any process (./captio admin,
-- psql), is announced as '*' on captio_changes: rare changes, so every cache simply starts over.
CREATE OR REPLACE FUNCTION captio_notify_site_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('captio_changes', '*');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER system_flags_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON system_flags
  FOR EACH STATEMENT EXECUTE FUNCTION captio_notify_site_change();
--> statement-breakpoint
CREATE TRIGGER route_redirects_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON route_redirects
  FOR EACH STATEMENT EXECUTE FUNCTION captio_notify_site_change();
