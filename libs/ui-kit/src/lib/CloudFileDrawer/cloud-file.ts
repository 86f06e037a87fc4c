import type { DateInput } from '@captio/i18n';

/** One file of the user's cloud drive, as the file list answers it. */
export interface CloudFile {
  uuid: string;
  /** The content hash: the file's result page is /result/{file_hash}. */
  file_hash: string;
  file_name: string;
  /** Bytes. */
  file_size: number;
  content_type: string;
  created_time: DateInput;
}

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

/** The in-app path of a file's result page (unlocalized; the kit's Link adds the prefix). */
export function resultPath(fileHash: string): string {
  return `/result/${encodeURIComponent(fileHash)}`;
}
