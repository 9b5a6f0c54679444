/** What a link's click tells: its button and the keys held (a DOM or React mouse event both have these). */
export interface LinkClick {
  button: number;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  preventDefault(): void;
}

/**
 * A link that also works before the page is interactive (`?modal=login`) opens its box in place once it is: the
 * click is taken (no navigation) and `open` runs, unless the click asks for a new tab or window, which keeps the
 * browser's way.
 */
export const openInPlace =
  (open: () => void) =>
  (click: LinkClick): void => {
    if (click.ctrlKey || click.metaKey || click.shiftKey || click.button !== 0) return;
    click.preventDefault();
    open();
  };
