/** How a game opens (spec 1 and 4). */
export type OpenMode = 'window' | 'modal' | 'page' | 'redirect';

/** A provider/type pair of the open-mode config lists. game_type undefined matches every type of the provider. */
export interface ProviderTypePair {
  gp_id: string;
  game_type?: string | number;
}

export interface OpenModeInput {
  gp_id: string;
  game_type: string | number;
  isApp: boolean;
  isDesktop: boolean;
  /** Inside an in-app browser (see isInAppBrowser): windows are blocked, so redirect. */
  inAppBrowser: boolean;
  /** Config: pairs forced to a window. */
  windowPairs: readonly ProviderTypePair[];
  /** Config: pairs shown in a modal. */
  modalPairs: readonly ProviderTypePair[];
  /** Mode for everything else on desktop. */
  desktopDefault?: OpenMode;
}

const matches = (pairs: readonly ProviderTypePair[], gp: string, type: string | number): boolean =>
  pairs.some((p) => p.gp_id === gp && (p.game_type === undefined || String(p.game_type) === String(type)));

type Rule = (i: OpenModeInput) => OpenMode | null;
const RULES: readonly Rule[] = [
  (i) => (i.isApp ? 'window' : null),
  (i) => (!i.isDesktop ? (i.inAppBrowser ? 'redirect' : 'window') : null),
  (i) => (matches(i.windowPairs, i.gp_id, i.game_type) ? 'window' : null),
  (i) => (matches(i.modalPairs, i.gp_id, i.game_type) ? 'modal' : null),
];

/** Chooses the open mode: the app and listed pairs get a window, mobile a window (redirect in in-app browsers), listed pairs a modal. */
export function chooseOpenMode(input: OpenModeInput): OpenMode {
  for (const rule of RULES) {
    const mode = rule(input);
    if (mode) return mode;
  }
  return input.desktopDefault ?? 'window';
}
