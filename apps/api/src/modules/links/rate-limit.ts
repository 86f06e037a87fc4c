import type { RouteOptions } from '../../http/route.js';

/**
 * Calls that make the server ask a site (look a link up, pull a subtitle track, start a
 * download) per client address and minute: visitors may make them, and each one runs yt-dlp
 * against a third party, so one client cannot turn the server into its scraper. The address is
 * the one free uses are counted under (the socket's, or the trusted proxy's word for it).
 */
export const LINK_CALLS_LIMIT: NonNullable<RouteOptions['rateLimit']> = {
  max: 30,
  timeWindow: 60_000,
};
