-- Each api process keeps the plans on sale in memory, and the pricing page's rendered HTML shows
-- them. A change by any process (./captio admin plan set, psql) is announced as '*' on
-- captio_changes, like the system switches and redirects (0003): every cache starts over.
CREATE TRIGGER plans_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON plans
  FOR EACH STATEMENT EXECUTE FUNCTION captio_notify_site_change();
