import { createHmac, timingSafeEqual } from 'node:crypto';

/** Stripe's default: an event signed more than five minutes away from now is refused. */
export const SIGNATURE_TOLERANCE_SECONDS = 5 * 60;

/** HMAC-SHA256 over `${t}.${body}`, hex: what Stripe puts in v1. */
export function stripeSignature(secret: string, timestamp: number, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`, 'utf8').digest('hex');
}

/** A Stripe-Signature header for a body, as Stripe would send it (tests, tools). */
export function stripeSignatureHeader(secret: string, rawBody: string, now: Date): string {
  const timestamp = Math.floor(now.getTime() / 1000);
  return `t=${timestamp},v1=${stripeSignature(secret, timestamp, rawBody)}`;
}

function parseHeader(header: string): { timestamp: number; signatures: string[] } | undefined {
  let timestamp: number | undefined;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const separator = part.indexOf('=');
    if (separator < 0) continue;
    const key = part.slice(0, separator).trim();
    const value = part.slice(separator + 1).trim();
    if (key === 't' && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    if (key === 'v1' && /^[0-9a-f]{64}$/i.test(value)) signatures.push(value.toLowerCase());
  }
  return timestamp === undefined || signatures.length === 0 ? undefined : { timestamp, signatures };
}

/**
 * Whether a Stripe-Signature header signs this exact body with the endpoint's secret, at a time
 * within the tolerance of now (so a captured event cannot be replayed later). Any v1 may match:
 * Stripe sends several while a secret is being rolled. The comparison takes constant time.
 */
export function verifyStripeSignature(
  header: string | undefined,
  rawBody: string,
  secret: string,
  now: Date,
): boolean {
  if (!header) return false;
  const parsed = parseHeader(header);
  if (!parsed) return false;
  const age = Math.abs(now.getTime() / 1000 - parsed.timestamp);
  if (age > SIGNATURE_TOLERANCE_SECONDS) return false;
  const expected = Buffer.from(stripeSignature(secret, parsed.timestamp, rawBody), 'hex');
  let matched = false;
  for (const signature of parsed.signatures) {
    // Every candidate is compared, so the time taken does not tell which one matched.
    if (timingSafeEqual(expected, Buffer.from(signature, 'hex'))) matched = true;
  }
  return matched;
}
