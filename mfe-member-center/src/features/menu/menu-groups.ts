/** The member-center menu groups exactly as spec section 2 lists them, with the page each item opens. */
export const MENU_GROUPS = [
  { key: 'account_info', items: [{ key: 'account_info', page: 'Info' }] },
  { key: 'my_wallet', items: [{ key: 'my_wallet', page: 'MyWallet' }] },
  {
    key: 'info_center',
    items: [
      { key: 'web_announcement', page: 'Announcement' },
      { key: 'personal_message', page: 'Letter' },
    ],
  },
  {
    key: 'fund_management',
    items: [
      { key: 'deposit', page: 'Deposit' },
      { key: 'withdrawal', page: 'Withdrawal' },
    ],
  },
  {
    key: 'transaction_record',
    items: [
      { key: 'transfer_record', page: 'Transaction' },
      { key: 'dw_record', page: 'DWRecord' },
    ],
  },
  {
    key: 'recommend_award',
    items: [
      { key: 'project', page: 'RecommendProject' },
      { key: 'award_record', page: 'RecommendRecord' },
      { key: 'member_search', page: 'RecommendMemberSearch' },
    ],
  },
] as const;

/** The i18n key of a page's title: its menu item, or the bank-account page reached from Deposit. */
export function pageTitleKey(page: string): string {
  for (const g of MENU_GROUPS) for (const i of g.items) if (i.page === page) return `menu.${i.key}`;
  return page === 'BindAccount' ? 'bank.title' : 'title';
}
