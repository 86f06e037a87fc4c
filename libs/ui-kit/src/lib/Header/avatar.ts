/** The avatar address to load, or undefined when there is none ('404' in it means none). */
export function avatarSource(avatar: string | undefined): string | undefined {
  return avatar && !avatar.includes('404') ? avatar : undefined;
}

/** Up to two initials: of the first and last words ("Ada Lovelace" → "AL", "王小明" → "王"). */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/u).filter(Boolean);
  const first = words[0];
  if (first === undefined) return '?';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  const initial = (word: string) => (Array.from(word)[0] ?? '').toLocaleUpperCase();
  return initial(first) + (last === undefined ? '' : initial(last));
}
