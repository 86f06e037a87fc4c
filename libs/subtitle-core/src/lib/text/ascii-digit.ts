/** True for '0' to '9': the only digits that subtitle times and numbers are written with. */
export function isAsciiDigit(code: number): boolean {
  return code >= 48 && code <= 57;
}
