import {
  endpoints,
  uploadEnvironment,
  uploadFile,
  type MediaFile,
  type UploadTransport,
} from '@captio/api-client';
import type { Locale } from '@captio/routing-rules';
import { browserCookies, CSRF_COOKIE } from '../../api/cookies.js';
import { siteConfig } from '../../app/site-config.js';
import type { UploadCall } from './start-store.js';

export interface UploadSetup {
  /** The page's language: the api writes its refusals (413) in it. */
  locale: Locale;
  /** The CSRF token of a signed-in user, if any. */
  csrfToken: string | undefined;
  production: boolean;
  overseas: boolean;
  /** Default: XMLHttpRequest. */
  transport?: UploadTransport;
}

/**
 * The multipart upload of the contract (POST /api/files/upload/, field `file`) through the
 * api-client's helper, which reports progress and tells failures apart; the 201's body is
 * checked against the contract like every other answer.
 */
export async function uploadMedia(
  file: File,
  call: UploadCall,
  setup: UploadSetup,
): Promise<MediaFile> {
  const headers: Record<string, string> = { 'Accept-Language': setup.locale };
  if (setup.csrfToken) headers['X-CSRFtoken'] = setup.csrfToken;
  const answer = await uploadFile({
    url: endpoints.uploadFile.path,
    file,
    environment: uploadEnvironment({ production: setup.production, overseas: setup.overseas }),
    headers,
    signal: call.signal,
    onProgress: call.onProgress,
    ...(setup.transport ? { transport: setup.transport } : {}),
  });
  return endpoints.uploadFile.response.parse(JSON.parse(answer.responseText)).data.file;
}

/** The upload as the browser makes it, for a page in `locale`. */
export function browserUploadMedia(locale: Locale) {
  return (file: File, call: UploadCall) =>
    uploadMedia(file, call, {
      locale,
      csrfToken: browserCookies.read(CSRF_COOKIE),
      production: import.meta.env.PROD,
      overseas: siteConfig.overseas,
    });
}
