import type { PageModule } from '../../app/page-module.js';
import { ErrorScreen } from '../../app/ErrorScreen.js';
import { useRoute } from '../../state/stores.js';

function ErrorView() {
  const error = useRoute((state) => state.shown.error);
  return <ErrorScreen error={error} />;
}

export const page: PageModule = {
  Page: ErrorView,
  head: (_route, t, error) => ({
    title: `${t('error.title', { status: error?.status ?? 500 })} · Captio`,
    description: t('app.404'),
    noindex: true,
  }),
};
