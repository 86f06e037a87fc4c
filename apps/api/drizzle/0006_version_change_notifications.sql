-- Each api process keeps the newest version's release notes in memory, and every page a visitor
-- is served carries the announcement it makes. A new version (./captio admin version add, psql)
-- is announced as '*' on captio_changes, like the plans (0005): every cache starts over.
CREATE TRIGGER versions_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON versions
  FOR EACH STATEMENT EXECUTE FUNCTION captio_notify_site_change();
