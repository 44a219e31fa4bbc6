/** Where "/" is text being typed, not a shortcut. */
const isTyping = (target: EventTarget | null): boolean =>
  target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

/** The first element of `selector` the visitor sees (not in a display:none navigation). */
const shown = <T extends HTMLElement>(selector: string): T | undefined =>
  [...document.querySelectorAll<T>(selector)].find((element) => element.getClientRects().length > 0);

/** Focuses the search box once it is on screen (after the menu opens or the drawer widens). */
function focusWhenShown(tries = 30) {
  const box = shown<HTMLInputElement>('input[data-site-search]');
  if (box) box.focus();
  else if (tries > 0) window.setTimeout(() => focusWhenShown(tries - 1), 50);
}

/**
 * "/" anywhere (but in a field) focuses the navigation's search box, as on many sites. A box on
 * screen is focused; else the control that brings one is pressed (the narrow drawer's search
 * button, the mobile menu's button: `data-search-reveal`), and the box focused once it shows.
 */
export function onSearchShortcut(event: KeyboardEvent): void {
  if (event.key !== '/' || event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
  if (isTyping(event.target)) return;
  const box = shown<HTMLInputElement>('input[data-site-search]');
  const reveal = box ? undefined : shown<HTMLElement>('[data-search-reveal]');
  if (!box && !reveal) return;
  event.preventDefault();
  reveal?.click();
  focusWhenShown();
}
