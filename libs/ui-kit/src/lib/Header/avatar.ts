/** The avatar address to load, or undefined when there is none ('404' in it means none). */
export function avatarSource(avatar: string | undefined): string | undefined {
  return avatar && !avatar.includes('404') ? avatar : undefined;
}
