import { invalidDataUrlError } from './image-error.js';

export const BASE64_SEPARATOR = ';base64,';

export interface DecodedDataUrl {
  /** The media type without parameters, lower case; '' when the URL names none. */
  mimeType: string;
  bytes: Uint8Array<ArrayBuffer>;
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/**
 * Reads `data:<type>[;params];base64,<data>`. There must be exactly one ';base64,': a URL
 * without it is not base64 and one with two is ambiguous, so both fail with an ImageError
 * ('invalid_data_url') that says which, as does data that is not base64.
 */
export function parseBase64DataUrl(dataUrl: string): DecodedDataUrl {
  if (typeof dataUrl !== 'string') throw invalidDataUrlError(`not a string (${typeof dataUrl})`);
  if (!/^data:/i.test(dataUrl)) throw invalidDataUrlError("it does not start with 'data:'");
  const parts = dataUrl.split(BASE64_SEPARATOR);
  if (parts.length !== 2) {
    throw invalidDataUrlError(
      `expected exactly one '${BASE64_SEPARATOR}' separator, found ${parts.length - 1}`,
    );
  }
  const [header = '', payload = ''] = parts;
  // Line breaks and spaces may wrap long data URLs; they are not part of the data.
  const data = payload.replace(/[\t\n\f\r ]/g, '');
  if (!BASE64.test(data) || data.length % 4 !== 0) {
    throw invalidDataUrlError('the data after the separator is not base64');
  }
  const binary = atob(data);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
  const mimeType = (header.slice('data:'.length).split(';')[0] ?? '').trim().toLowerCase();
  return { mimeType, bytes };
}

export function dataUrlToBlob(dataUrl: string): Blob {
  const { mimeType, bytes } = parseBase64DataUrl(dataUrl);
  return new Blob([bytes], { type: mimeType });
}
