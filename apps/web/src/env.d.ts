declare const __APP_VERSION__: string;
/** This build's id, as /builds/latest.json announces the deployed one. */
declare const __BUILD_ID__: string;

interface ImportMetaEnv {
  readonly VITE_OVERSEAS?: string;
  readonly VITE_PARTNER_BROWSER_TOKEN?: string;
  readonly VITE_CONTACT_EMAIL?: string;
  readonly VITE_ROADMAP_URL?: string;
}
