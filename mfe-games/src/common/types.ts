import type { GameEntry, GameName, MaintenanceInterval } from '@mfp/shared';

/** A provider of a hall in v3/game_list (gp_list); game_code is its lobby game. */
export interface ProviderEntry {
  gp_id: string;
  gp_name: string;
  gp_gt_name: string;
  game_type: string;
  game_code: string;
  gt_id: number;
  house: string;
  customized: 0 | 1 | boolean;
  has_demo?: 0 | 1;
  /** 0: the provider is inactive (shown, not playable). */
  is_active?: 0 | 1;
  icon_light: string;
  icon_dark: string;
  game_count?: number;
  maintain?: MaintenanceInterval | null;
}

/** A hall of v3/game_list or demo/gt_games. */
export interface HallEntry {
  gt_id: number;
  gt_name?: string;
  en_name: string;
  name?: GameName;
  gt_icon: string;
  gt_icon_active: string;
  gp_list: ProviderEntry[];
}

/** A game as the lists give it (spec 3 plus the demo flag and tags). */
export type GameItem = GameEntry & { is_demo?: 0 | 1; tags?: string[] };

/** A label tab of a provider's game list (v2/game_label main.label_list). */
export interface GameLabel {
  id: number;
  code: string;
  name: GameName;
  game_ids: number[];
}

export interface GameLabelMain {
  gp_id: string;
  gp_name: string;
  gt_id: number;
  is_active: 0 | 1;
  label_list: GameLabel[];
}
