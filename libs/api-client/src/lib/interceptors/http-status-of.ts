/**
 * The HTTP status of a failed call, or undefined when the failure never reached a server
 * (network down, a bug in the caller): axios errors carry it under `response`, others as `status`.
 */
export function httpStatusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const response = (error as { response?: { status?: unknown } }).response;
  const status = response?.status ?? (error as { status?: unknown }).status;
  return typeof status === 'number' && Number.isInteger(status) && status > 0 ? status : undefined;
}
