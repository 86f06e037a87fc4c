import { useEffect, useRef, type RefObject } from 'react';

/**
 * Hands a file input to `take` once, when its component mounts: a file picked before the page's
 * code ran (on a slow connection or a busy device) is in the input already, and its change event
 * came before anything listened.
 */
export function useEarlyPick(
  input: RefObject<HTMLInputElement | null>,
  take: (picker: HTMLInputElement) => void,
): void {
  const takeOnMount = useRef(take);
  useEffect(() => {
    if (input.current) takeOnMount.current(input.current);
  }, [input]);
}
