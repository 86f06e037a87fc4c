import type { AxiosRequestConfig } from 'axios';
import type { ApiClient } from '../client.js';
import {
  type LinkSubtitleRequest,
  linkSubtitleRequestSchema,
  linkSubtitlesPath,
} from '../contract/links.js';

export interface LinkSubtitleFile {
  /** The file's bytes (UTF-8 text in every subtitle format). */
  data: ArrayBuffer;
  /** The name the api gave it (the title with the format's extension), when it said one. */
  fileName: string | undefined;
  contentType: string | undefined;
}

/** The name of a Content-Disposition header: filename* (RFC 5987) first, else filename. */
export function attachmentName(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // A malformed encoding: the plain name below still names the file.
    }
  }
  return /filename\s*=\s*"([^"]*)"/i.exec(header)?.[1];
}

/**
 * One subtitle track of a link in a format (POST /api/links/subtitles/): the body is checked
 * against the contract before it goes, and the answer is the file itself, not JSON.
 */
export async function fetchLinkSubtitle(
  api: ApiClient,
  request: LinkSubtitleRequest,
  config: AxiosRequestConfig = {},
): Promise<LinkSubtitleFile> {
  const response = await api.axios.request<ArrayBuffer>({
    ...config,
    method: 'POST',
    url: linkSubtitlesPath,
    data: linkSubtitleRequestSchema.parse(request),
    responseType: 'arraybuffer',
    endpointAuth: 'optional',
  });
  const header = (name: string) => {
    const value: unknown = response.headers[name];
    return typeof value === 'string' ? value : undefined;
  };
  return {
    data: response.data,
    fileName: attachmentName(header('content-disposition')),
    contentType: header('content-type'),
  };
}
