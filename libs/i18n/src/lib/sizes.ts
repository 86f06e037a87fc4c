import { DEFAULT_LOCALE, type Locale } from './locales.js';

const BYTES_PER_MB = 1_048_576;
const BYTES_PER_GB = 1024 ** 3;

/**
 * Rounds to two decimals the way people expect (1.005 -> 1.01): 1.005 * 100 is
 * 100.49999999999999 in binary floating point, so the product is first cut to 15 significant
 * digits, which is all a double holds reliably. Halves round away from zero.
 */
export function round2(value: number): number {
  if (!Number.isFinite(value)) return 0;
  const sign = value < 0 ? -1 : 1;
  const scaled = Number((Math.abs(value) * 100).toPrecision(15));
  return (sign * Math.round(scaled)) / 100 || 0;
}

/** bytes / 1024^3, rounded to 2 decimals. Missing or invalid is 0. */
export function bytesToGb(bytes: number | null | undefined): number {
  return round2(Number(bytes ?? 0) / BYTES_PER_GB);
}

/** bytes / 1048576, rounded to 2 decimals. Missing or invalid is 0. */
export function bytesToMb(bytes: number | null | undefined): number {
  return round2(Number(bytes ?? 0) / BYTES_PER_MB);
}

/**
 * Used storage as a percentage of capacity, rounded to 2 decimals; 0 when either figure is
 * missing or zero. Not capped: an account over its quota shows over 100.
 */
export function storagePercent(
  used: number | null | undefined,
  capacity: number | null | undefined,
): number {
  if (!used || !capacity || !Number.isFinite(used) || !Number.isFinite(capacity)) return 0;
  return round2((used / capacity) * 100);
}

function formatUnit(
  value: number,
  unit: 'gigabyte' | 'megabyte' | 'kilobyte' | 'byte',
  locale: Locale,
  fractionDigits = 2,
): string {
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit,
    // The short byte is not plural-aware in English ("2 byte"): bytes are written out in full.
    unitDisplay: unit === 'byte' ? 'long' : 'short',
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(value);
}

/** `1.50 GB` (en-US), `1,50 Go` (fr-FR), `1,50 ГБ` (ru-RU): always 2 decimals. */
export function formatGb(bytes: number | null | undefined, locale: Locale = DEFAULT_LOCALE) {
  return formatUnit(bytesToGb(bytes), 'gigabyte', locale);
}

/** `12.34 MB` (en-US), `12,34 Mo` (fr-FR): always 2 decimals. */
export function formatMb(bytes: number | null | undefined, locale: Locale = DEFAULT_LOCALE) {
  return formatUnit(bytesToMb(bytes), 'megabyte', locale);
}

/**
 * A picked file's size as a person reads it: `12.34 MB` from 1 MB up, whole kilobytes below
 * (`18 kB`), where two decimals of a megabyte would say `0.00 MB` of a subtitle file, and bytes
 * under a kilobyte (`0 bytes`, `512 octets`), so that an empty file does not look like one of 1 kB.
 */
export function formatFileSize(bytes: number | null | undefined, locale: Locale = DEFAULT_LOCALE) {
  const size = Number(bytes ?? 0);
  if (size >= BYTES_PER_MB || !Number.isFinite(size)) return formatMb(size, locale);
  if (size < 1024) return formatUnit(Math.max(0, Math.round(size)), 'byte', locale, 0);
  return formatUnit(Math.round(size / 1024), 'kilobyte', locale, 0);
}
