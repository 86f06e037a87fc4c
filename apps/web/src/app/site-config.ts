/**
 * What the operator sets when building the web app (Vite's VITE_* variables); each may be left
 * out, and the part of the page it feeds is then left out too.
 */
export interface SiteConfig {
  /** VITE_OVERSEAS=true: the overseas build, without the API link. */
  overseas: boolean;
  /** VITE_PARTNER_BROWSER_TOKEN: the user-agent token of the partner browser whose cl is kept. */
  partnerBrowserToken: string | undefined;
  /** VITE_CONTACT_EMAIL: the support address in the footer. */
  contactEmail: string | undefined;
  /** VITE_ROADMAP_URL: the public roadmap linked from the footer. */
  roadmapUrl: string | undefined;
}

function optional(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

export const siteConfig: SiteConfig = {
  overseas: import.meta.env.VITE_OVERSEAS === 'true',
  partnerBrowserToken: optional(import.meta.env.VITE_PARTNER_BROWSER_TOKEN),
  contactEmail: optional(import.meta.env.VITE_CONTACT_EMAIL),
  roadmapUrl: optional(import.meta.env.VITE_ROADMAP_URL),
};
