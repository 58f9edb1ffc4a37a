/**
 * After an action whose button leaves the card (applied, claimed, opened), focus goes to the
 * card's heading once the card has redrawn, so a keyboard or screen reader keeps its place.
 */
export function focusWhenDrawn(id: string) {
  requestAnimationFrame(() => document.getElementById(id)?.focus());
}

/** A heading that can take that focus, showing it like any control. */
export const focusableHeading = 'rounded-sm outline-none focus-visible:ring-3 focus-visible:ring-ring';
