import type { Flag } from './api';
import type { LanguageCode } from '../constants/locale';
import { FALLBACK_LANGUAGE } from '../constants/locale';

/** A game type (hall) of the game list (spec 3). */
export interface GameType {
  gt_id: number;
  gt_icon: string;
  gt_icon_active: string;
  gp_list: GameEntry[];
  en_name: string;
}

/** game_name: one string, or one name per language with an en_US fallback (spec 3). */
export type GameName = string | Partial<Record<LanguageCode, string>>;

/** A game or provider entry of a game list (spec 3). */
export interface GameEntry {
  id: number;
  gp_id: string;
  gp_name: string;
  gp_gt_name: string;
  game_type: string;
  game_code: string;
  game_name: GameName;
  house: string;
  customized: Flag | boolean;
  gt_id: number;
  icon_light: string;
  icon_dark: string;
  member_favorite: Flag;
}

/** The jackpot total (spec 3). */
export interface Jackpot {
  jackpot_amount_total: number | string;
}

/** The sport quick-bet reply (spec 3). */
export interface SportQuickBet {
  detail: { url: string; gp_id: string };
}

/** A game's display name in `locale`, falling back to en_US, then to any name it has. */
export function gameName(entry: Pick<GameEntry, 'game_name'>, locale: string): string {
  const name = entry.game_name;
  if (typeof name === 'string') return name;
  const byLocale = (name as Partial<Record<string, string>>)[locale];
  if (byLocale) return byLocale;
  const fallback = name[FALLBACK_LANGUAGE];
  if (fallback) return fallback;
  return (
    Object.values(name).find((value): value is string => typeof value === 'string' && value !== '') ?? ''
  );
}
