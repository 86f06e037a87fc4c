import { MAX_FILE_BYTES, type Refusal, type SubtitleInput } from './read-subtitle.js';

export type PickedFile =
  { ok: true; input: SubtitleInput } | { ok: false; name: string; refusal: Refusal };

/**
 * A picked or dropped file's bytes. A file over the size limit is not read at all, so a
 * multi-gigabyte video dropped by mistake costs nothing; one the browser cannot read (removed
 * since it was picked) is refused as unreadable.
 */
export async function readPickedFile(file: File): Promise<PickedFile> {
  if (file.size > MAX_FILE_BYTES) {
    return { ok: false, name: file.name, refusal: { kind: 'too-large', limit: MAX_FILE_BYTES } };
  }
  try {
    return {
      ok: true,
      input: { name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) },
    };
  } catch {
    return { ok: false, name: file.name, refusal: { kind: 'unreadable' } };
  }
}
