import { ErrorPage } from '@captio/ui-kit';
import { withLocale } from '@captio/routing-rules';
import type { PageModule, PageProps } from '../../app/page-module.js';
import { useNavigate } from '../../router/navigation-context.js';
import { useRoute } from '../../state/stores.js';

function ErrorView({ route }: PageProps) {
  const error = useRoute((state) => state.shown.error);
  const navigate = useNavigate();
  return (
    <ErrorPage
      status={error?.status ?? 500}
      message={error?.message ?? null}
      path={error?.path ?? null}
      onHome={() => navigate(withLocale('/', route.locale))}
    />
  );
}

export const page: PageModule = {
  Page: ErrorView,
  head: (_route, t, error) => ({
    title: `${t('error.title', { status: error?.status ?? 500 })} · Captio`,
    description: t('app.404'),
    noindex: true,
  }),
};
