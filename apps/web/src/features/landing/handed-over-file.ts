/**
 * The recording a visitor picked on the home page, carried to the transcription page it opens
 * (in-app navigation keeps this module alive), so that page starts with the file selected.
 * Taken once: going back and forth does not bring it back.
 */
let handedOver: File | undefined;

export function handOverFile(file: File): void {
  handedOver = file;
}

export function takeHandedOverFile(): File | undefined {
  const file = handedOver;
  handedOver = undefined;
  return file;
}
