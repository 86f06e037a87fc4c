/** The rejection of a promise that must fail; a success fails the test instead. */
export async function failureOf<E = unknown>(promise: Promise<unknown>): Promise<E> {
  try {
    await promise;
  } catch (error) {
    return error as E;
  }
  throw new Error('expected a failure, but the promise resolved');
}
