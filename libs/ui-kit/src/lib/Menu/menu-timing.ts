// Timings shared by the kit's menus, so that every menu feels the same.

/** A hover menu opens as soon as the pointer is over its trigger (tooltip show delay 0). */
export const HOVER_SHOW_DELAY_MS = 0;

/** ...and stays this long after the pointer left, so it can cross to the menu (hide delay 200 ms). */
export const HOVER_HIDE_DELAY_MS = 200;

/** Distance between a trigger and its menu, in px (popper offset 12). */
export const POPPER_OFFSET = 12;

/** Keys typed within this many ms of each other extend one type-ahead search. */
export const TYPEAHEAD_RESET_MS = 350;
