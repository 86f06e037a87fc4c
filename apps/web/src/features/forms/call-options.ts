import type { AxiosRequestConfig } from 'axios';
import type { Locale } from '@captio/routing-rules';

/**
 * The options of a call a page reports on itself: its answer (and the api's message) in the
 * page's language, whatever the stored locale cookie says, and no failure toast, since the page
 * shows the failure where it happened.
 */
export function pageCallOptions(locale: Locale): AxiosRequestConfig {
  return { headers: { 'Accept-Language': locale }, toast: false };
}
