import type { MediaFile } from '@captio/api-client';

/**
 * Whether the player shows a picture for a file, from what the server found in it: a video
 * stream (probing leaves cover art out), served as a video type. A file without one gets the
 * compact audio player: a black box above the controls would show nothing.
 */
export function showsPicture(file: Pick<MediaFile, 'has_video' | 'content_type'>): boolean {
  return file.has_video && !file.content_type.toLowerCase().startsWith('audio/');
}
