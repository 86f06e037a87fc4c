ALTER TABLE "coupons" ADD COLUMN "offered" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Each api process keeps the coupon offered to free users in memory: every check_login says
-- whether the popup offers one. A change to any coupon (./captio admin coupon offer, a use
-- counted, psql) is announced as '*' on captio_changes, like the plans (0005).
CREATE TRIGGER coupons_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON coupons
  FOR EACH STATEMENT EXECUTE FUNCTION captio_notify_site_change();
