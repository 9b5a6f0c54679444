/** One menu item: its i18n key under `menu.` and the page it opens. */
export interface MenuItem {
  key: string;
  page: string;
}

/** A group of the table below: `items` maps each item key to its page, in menu order. */
const group = (key: string, items: Record<string, string>) => ({
  key,
  items: Object.entries(items).map(([item, page]): MenuItem => ({ key: item, page })),
});

/** The member-center menu groups as spec section 2 lists them, then the safer-play group, with the page each item opens. */
export const MENU_GROUPS = [
  group('account_info', { account_info: 'Info' }),
  group('my_wallet', { my_wallet: 'MyWallet' }),
  group('info_center', { web_announcement: 'Announcement', personal_message: 'Letter' }),
  group('fund_management', { deposit: 'Deposit', withdrawal: 'Withdrawal' }),
  group('transaction_record', { transfer_record: 'Transaction', dw_record: 'DWRecord' }),
  group('recommend_award', { project: 'RecommendProject', award_record: 'RecommendRecord', member_search: 'RecommendMemberSearch' }),
  // Not in spec 2: the safer-play group, ours to design.
  group('safer_play', {
    safer_limits: 'SaferLimits',
    reality_check: 'RealityCheck',
    take_break: 'TakeBreak',
    self_exclusion: 'SelfExclusion',
    my_activity: 'MyActivity',
  }),
] as const;

/** The i18n key of a page's title: its menu item, or the bank-account page reached from Deposit. */
export function pageTitleKey(page: string): string {
  for (const g of MENU_GROUPS) for (const i of g.items) if (i.page === page) return `menu.${i.key}`;
  return page === 'BindAccount' ? 'bank.title' : 'title';
}
