/** Amounts are kept in minor units (cents); a currency's own digits turn them into 9.99. */
export function currencyDigits(currency: string): number {
  try {
    return (
      new Intl.NumberFormat('en-US', { style: 'currency', currency }).resolvedOptions()
        .maximumFractionDigits ?? 2
    );
  } catch {
    return 2;
  }
}

/** 999 USD -> '9.99'; 500 JPY -> '500'. */
export function majorUnits(amount: number, currency: string): string {
  const digits = currencyDigits(currency);
  return (amount / 10 ** digits).toFixed(digits);
}

/** The price as a person of this locale writes it: 9,99 € or US$9.99. */
export function formatPrice(amount: number, currency: string, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(
    Number(majorUnits(amount, currency)),
  );
}
