/** Saves text or bytes as a file the browser downloads; nothing is sent anywhere. */
export function downloadFile(
  content: string | Uint8Array<ArrayBuffer>,
  fileName: string,
  type: string,
): void {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started by the time the click returns; the address is kept a little
  // longer for browsers that read it asynchronously.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
