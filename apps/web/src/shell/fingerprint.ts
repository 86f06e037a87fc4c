/** What tells one browser from another without storing anything: the device fingerprint. */
export interface DeviceTraits {
  userAgent: string;
  languages: readonly string[];
  timeZone: string;
  screen: string;
  hardwareConcurrency: number;
  platform: string;
}

/** The traits of this browser; read in the browser only. */
export function deviceTraits(): DeviceTraits {
  return {
    userAgent: navigator.userAgent,
    languages: navigator.languages,
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    screen: `${screen.width}x${screen.height}x${screen.colorDepth}`,
    hardwareConcurrency: navigator.hardwareConcurrency,
    platform: navigator.platform,
  };
}

/**
 * The fingerprint the profile records once: the SHA-256 of the traits, in hex. The traits stay
 * in the browser; the api only sees that two sign-ups came from the same kind of device.
 */
export async function deviceFingerprint(traits: DeviceTraits): Promise<string> {
  const source = JSON.stringify([
    traits.userAgent,
    traits.languages,
    traits.timeZone,
    traits.screen,
    traits.hardwareConcurrency,
    traits.platform,
  ]);
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(source));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}
