import { useEffect, useRef, type RefObject } from 'react';

/**
 * Hands `take` what a field (or a group of radio buttons) shows when its component mounts, where
 * that is not what the state holds. Text typed or a choice clicked before the page's code ran (a
 * slow connection, a busy device) stays in the DOM through hydration, but its events came before
 * anything listened: left out of the state, it would be sent as the first value, and React's
 * next render of the field would put that value back over it.
 *
 * It runs before the forms sent early are sent again (WhenHydrated), so those carry it.
 */
export function useEarlyInput<Shown extends Element, Value>(
  element: RefObject<Shown | null>,
  read: (element: Shown) => Value | undefined,
  current: Value,
  take: (value: Value) => void,
): void {
  const first = useRef({ read, current, take });
  useEffect(() => {
    const { read: readShown, current: held, take: takeShown } = first.current;
    if (!element.current) return;
    const shown = readShown(element.current);
    if (shown !== undefined && shown !== held) takeShown(shown);
  }, [element]);
}

/** The text an input or a text area shows. */
export const shownText = (field: HTMLInputElement | HTMLTextAreaElement): string => field.value;

/** Which of a group's radio buttons is checked, as its place among them. */
export function checkedIndex(group: Element): number | undefined {
  const radios = [...group.querySelectorAll<HTMLInputElement>('input[type="radio"]')];
  const index = radios.findIndex((radio) => radio.checked);
  return index === -1 ? undefined : index;
}
