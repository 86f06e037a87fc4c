// Its own module: the kit's toasts read it without loading the failure rules (and their texts).

/** How long a toast with the server's own message stays: long enough to read a sentence. */
export const ERROR_TOAST_MS = 3000;
