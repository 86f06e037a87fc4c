/** Minor units (cents, yen) to the amount a price tag shows, by the currency's own decimals. */
export function majorAmount(minor: number, currency: string): number {
  const digits =
    new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
      .maximumFractionDigits ?? 2;
  return minor / 10 ** digits;
}

/** An amount in minor units as the reader's locale writes a price ('$9.99', '9,99 €'). */
export function formatPrice(minor: number, currency: string, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(
    majorAmount(minor, currency),
  );
}
