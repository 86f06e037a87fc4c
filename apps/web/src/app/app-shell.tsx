import { VersionLabel } from '@captio/ui-kit';

interface AppShellProps {
  version: string;
}

/**
 * The root shell: brand header, the page outlet and the version label ('v' and the app version)
 * at the bottom right. Pages, menus and translated text arrive with the web libraries.
 */
export function AppShell({ version }: AppShellProps) {
  return (
    <>
      <header className="shell-header">
        <a className="shell-logo" href="/">
          Captio
        </a>
      </header>
      <main className="shell-main" id="main" />
      <VersionLabel version={version} />
    </>
  );
}
