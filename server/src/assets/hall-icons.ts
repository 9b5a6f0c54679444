/** Pictograms of the game halls (24-unit line drawings), by the hall's `name` (game_types.name). */
export const HALL_PICTOGRAMS: Record<string, string> = {
  // A slot machine: body, three reels, lever.
  slot: '<rect x="3" y="5" width="14" height="15" rx="2"/><path d="M6 9h2v6H6zM9 9h2v6H9zM12 9h2v6h-2z"/><path d="M17 10h2V5"/><circle cx="19" cy="4" r="1.4"/><path d="M6 20v1.5M14 20v1.5"/>',
  // A roulette wheel.
  live: '<circle cx="12" cy="12" r="9"/><circle cx="12" cy="12" r="4"/><path d="M12 3v5M12 16v5M3 12h5M16 12h5M5.6 5.6l3.6 3.6M14.8 14.8l3.6 3.6M18.4 5.6l-3.6 3.6M9.2 14.8l-3.6 3.6"/>',
  // A cricket bat and ball.
  sport: '<path d="M14.5 3.5l3 3-8.5 8.5-3-3z"/><path d="M6 12l-3.2 3.2a1.5 1.5 0 002 2.1L8 14"/><circle cx="17.5" cy="17.5" r="3"/><path d="M15.6 15.8c1 .4 2.3 1.7 2.7 2.7"/>',
  // A lottery ball with a number.
  lottery: '<circle cx="12" cy="12" r="9"/><circle cx="12" cy="12" r="4.5"/><path d="M11 10.5l1.5-1v5"/><path d="M4.5 7.5c1.5-2 3.5-3.3 6-3.8"/>',
  // Two playing cards and a spade.
  chess: '<rect x="3" y="6" width="11" height="15" rx="1.5" transform="rotate(-12 8.5 13.5)"/><rect x="9" y="4" width="11" height="15" rx="1.5"/><path d="M14.5 8c-2 2.2-3 3.4-3 4.6a1.6 1.6 0 003 .8 1.6 1.6 0 003-.8c0-1.2-1-2.4-3-4.6z"/><path d="M14.5 14v2"/>',
  // A screen with a ball and a play mark.
  virtual_sport: '<rect x="2.5" y="4" width="19" height="13" rx="1.5"/><path d="M8 21h8M12 17v4"/><circle cx="9.5" cy="10.5" r="3"/><path d="M15 8.5l3 2-3 2z"/>',
  // A rooster: comb, head, beak, wattle, body and tail.
  cockfight: '<path d="M9 7c-.5-1.5.5-3 1.5-2.5.3-1.2 1.8-1.4 2.2-.3 1-.5 2 .7 1.3 1.8"/><path d="M9.5 7.5a3 3 0 015 1.5l.5 3"/><path d="M9.5 7.5L7 8.5l2.3.9"/><path d="M9.4 9.4c-.2 1.2.3 2 1 2.3"/><path d="M15 12c-1 4-4 6-7 5.5-1.5-.3-2.4-1.4-2.5-2.5 2 .8 4 .2 5.5-1.5"/><path d="M15 12c1.5-3 4-4.5 6-4-1 1.5-1 3-.3 4.6-1.2.2-2.4.9-3.2 2"/><path d="M10 17.5l-1 3M13 17l1 3.5"/>',
  // A gamepad.
  esport: '<path d="M7 7h10a4 4 0 014 4v3.5a2.5 2.5 0 01-4.5 1.5L15 14H9l-1.5 2a2.5 2.5 0 01-4.5-1.5V11a4 4 0 014-4z"/><path d="M7 10v3M5.5 11.5h3"/><circle cx="15.5" cy="10.5" r=".9"/><circle cx="17.5" cy="12.5" r=".9"/>',
};

/** A hall's icon: its pictogram in the site's gold on the dark surface, or dark on gold when active. */
export function hallIconSvg(name: string, active: boolean): string | null {
  const drawing = HALL_PICTOGRAMS[name];
  if (!drawing) return null;
  const [bg, fg] = active ? ['#f5c518', '#1a1a1a'] : ['#183d28', '#f5c518'];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 24 24">`
    + `<rect width="24" height="24" rx="12" fill="${bg}"/>`
    + `<g transform="translate(3 3) scale(.75)" fill="none" stroke="${fg}" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round">${drawing}</g>`
    + '</svg>';
}
