import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import { useT } from '@captio/i18n/react';
import { hasLayout } from '@captio/routing-rules';
import { Footer, LoadingBar, VersionLabel } from '@captio/ui-kit';
import { siteConfig } from '../app/site-config.js';
import { usePopups, useRoute } from '../state/stores.js';
import { LogoClickProvider, type LogoClickHandler } from './logo-click.js';
import { ShellHeader } from './ShellHeader.js';
import { useMounted } from './use-client.js';
import styles from './Shell.module.css';

// Dialogs, the drawer and the cookie notice are never in the first paint (they mount after
// hydration): their chunk, with the kit's dialog, accordion and progress parts, comes after.
const ShellOverlays = lazy(() =>
  import('./ShellOverlays.js').then((module) => ({ default: module.ShellOverlays })),
);

/** The main content's landmark: the skip link goes to it, the router's focus to its h1 (or it). */
export const MAIN_ID = 'main';

function NavigationLoadingBar() {
  const loading = useRoute((state) => state.loading);
  return <LoadingBar active={loading} />;
}

/**
 * The root shell: skip link, loading bar, header, the page, footer and the version label at the
 * bottom right, with the dialogs, drawer and cookie notice once the browser has the page. Pages
 * without a layout (the legal documents) get the page alone.
 */
export function Shell({ children }: { children: ReactNode }) {
  const t = useT();
  const mounted = useMounted();
  const route = useRoute((state) => state.shown.route);
  const fillsAfterMount = useRoute((state) => state.shown.module.fillsAfterMount === true);
  const openPopup = usePopups((state) => state.open);
  const [logoClick, setLogoClick] = useState<{ handler: LogoClickHandler }>();
  const registerLogoClick = useCallback(
    (handler: LogoClickHandler | undefined) => setLogoClick(handler && { handler }),
    [],
  );
  const overlays = mounted && (
    <Suspense fallback={null}>
      <ShellOverlays />
    </Suspense>
  );

  if (!hasLayout(route.name)) {
    return (
      <>
        <main id={MAIN_ID} className={styles['bare']}>
          {children}
        </main>
        {overlays}
      </>
    );
  }
  return (
    <div className={styles['shell']}>
      <a className={styles['skipLink']} href={`#${MAIN_ID}`}>
        {t('app.skipToContent')}
      </a>
      <NavigationLoadingBar />
      <ShellHeader onLogoClick={logoClick?.handler} />
      <main
        id={MAIN_ID}
        className={fillsAfterMount ? `${styles['main']} ${styles['reserved']}` : styles['main']}
        tabIndex={-1}
      >
        <LogoClickProvider register={registerLogoClick}>{children}</LogoClickProvider>
      </main>
      <Footer
        {...(siteConfig.contactEmail ? { contactEmail: siteConfig.contactEmail } : {})}
        {...(siteConfig.roadmapUrl ? { roadmapUrl: siteConfig.roadmapUrl } : {})}
        onOpenUpdateLog={() => openPopup('updateLog')}
      />
      <VersionLabel version={__APP_VERSION__} />
      {overlays}
    </div>
  );
}
