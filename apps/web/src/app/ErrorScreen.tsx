import { withLocale } from '@captio/routing-rules';
import { ErrorPage } from '@captio/ui-kit';
import { useNavigate } from '../router/navigation-context.js';
import type { PageError } from '../state/route-store.js';
import { useRoute, useSession } from '../state/stores.js';

/**
 * The error page's content: status, message, the home button, and the coupon button for a
 * user whose profile offers one. Shown for an error the route holds (404, a failed render on
 * the server) and by the page error boundary for a page that throws in the browser.
 */
export function ErrorScreen({ error }: { error: PageError | undefined }) {
  const locale = useRoute((state) => state.shown.route.locale);
  const showCoupon = useSession((state) => state.user?.show_coupon === true);
  const navigate = useNavigate();
  return (
    <ErrorPage
      status={error?.status ?? 500}
      message={error?.message ?? null}
      path={error?.path ?? null}
      showCoupon={showCoupon}
      onHome={() => navigate(withLocale('/', locale))}
    />
  );
}
