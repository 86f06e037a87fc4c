/** The class attribute of several optional classes (a component's own and the caller's). */
export function classNames(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}
