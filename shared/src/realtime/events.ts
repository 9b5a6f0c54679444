import type { RedEnvelope, WalletCashItem } from '../types';

interface CashSnapshot {
  my_cash_list?: WalletCashItem[];
  total?: number | string;
  member_cash?: number | string;
}

/** Each event's payload. */
export interface RealtimeEvents {
  'cs-link': { url: string };
  carousel: { use_type?: number };
  marquee: Record<string, unknown>;
  'game-url': {
    game_url: string;
    gp_id: string;
    game_code?: string;
    game_id?: number;
    gt_id?: number;
    code?: number;
    message?: string;
  };
  'forward-game-status': { status: string | number; gp_id?: string; game_id?: number };
  'member-cash': CashSnapshot;
  letter: { action: 'sent' | 'read' | 'delete'; id?: number; ids?: number[]; unread_count?: number };
  'all-transfer-back': CashSnapshot & { code?: number; message?: string };
  login: { token: string; member_id: number | string };
  'profile-updated': Record<string, unknown>;
  'app-clean-cache': Record<string, unknown>;
  'deposit-success': { order_number: string; deposit_amount: number | string; deposit_times: number };
  'red-envelope': { display: boolean; envelope?: RedEnvelope | null };
  'code-957': { code: 957; message?: string };
  build: { id: string };
  /** A time-out or self-exclusion started: every window of the member logs out. */
  'safer-play-break': { kind: 'timeout' | 'exclusion'; ends_at: string };
  /** The member changed its reality-check interval or session clock. */
  'safer-play-settings': { reality_check_minutes: number; show_clock: number };
}
export type RealtimeEventName = keyof RealtimeEvents;

/** A channel: public by name, or private (Echo adds the private- prefix). */
export interface ChannelRef {
  name: string;
  private: boolean;
}

/** The channels of spec 4. */
export const channels = {
  webMember: (): ChannelRef => ({ name: 'web_member', private: false }),
  webApi: (currency: string): ChannelRef => ({ name: `web_api.${currency}`, private: false }),
  member: (memberId: number | string): ChannelRef => ({ name: `member.${memberId}`, private: true }),
  template: (name: string): ChannelRef => ({ name, private: false }),
};
