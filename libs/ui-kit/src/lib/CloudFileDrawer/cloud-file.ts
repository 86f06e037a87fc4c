import { validPagePath } from '../navigation/destinations.js';

/** A video icon when content_type starts with video, an audio icon otherwise. */
export function isVideoFile(contentType: string | null | undefined): boolean {
  // MIME types are case-insensitive (RFC 2045), so `Video/MP4` is a video too.
  return (contentType ?? '').trim().toLowerCase().startsWith('video');
}

/**
 * `always`: on mobile, where there is no hover, and for the file open now;
 * `hoverOrFocus`: revealed by pointer hover and by keyboard focus inside the item, so the
 * button is never out of reach of the keyboard.
 */
export type DeleteButtonVisibility = 'always' | 'hoverOrFocus';

export function deleteButtonVisibility({
  mobile,
  current,
}: {
  mobile: boolean;
  current: boolean;
}): DeleteButtonVisibility {
  return mobile || current ? 'always' : 'hoverOrFocus';
}

/**
 * The locale-less path of a file's result page, /result/{file_hash} (the kit's Link adds the
 * prefix); undefined for a hash that makes no such page (empty, '..'), whose name is then shown
 * without a link.
 */
export function resultPath(fileHash: string): string | undefined {
  return validPagePath('result-hash', { hash: fileHash });
}
