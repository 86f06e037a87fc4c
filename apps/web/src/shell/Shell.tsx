import type { ReactNode } from 'react';
import { hasLayout } from '@captio/routing-rules';
import { Footer, Header, VersionLabel } from '@captio/ui-kit';
import { useRoute } from '../state/stores.js';
import styles from './Shell.module.css';

/**
 * The root shell: header, the page, footer and the version label at the bottom right. Pages
 * without a layout (the legal documents) get the page alone.
 */
export function Shell({ children }: { children: ReactNode }) {
  const route = useRoute((state) => state.shown.route);
  if (!hasLayout(route.name)) {
    return (
      <main id="main" className={styles['bare']}>
        {children}
      </main>
    );
  }
  return (
    <div className={styles['shell']}>
      <Header
        {...(route.name ? { pageName: route.name } : {})}
        onLocaleChange={() => undefined}
        onOpenUpdateLog={() => undefined}
        onOpenDrawer={() => undefined}
        onInvite={() => undefined}
        onLogout={() => undefined}
      />
      <main id="main" className={styles['main']}>
        {children}
      </main>
      <Footer onOpenUpdateLog={() => undefined} />
      <VersionLabel version={__APP_VERSION__} />
    </div>
  );
}
