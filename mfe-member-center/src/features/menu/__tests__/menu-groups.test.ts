/** @jest-environment node */
import { MENU_GROUPS, pageTitleKey } from '../menu-groups';

describe('member-center menu (spec section 2)', () => {
  it('lists the groups and their items in the spec order, then the safer-play group', () => {
    expect(MENU_GROUPS.map((g) => [g.key, g.items.map((i) => `${i.key}:${i.page}`)])).toEqual([
      ['account_info', ['account_info:Info']],
      ['my_wallet', ['my_wallet:MyWallet']],
      ['info_center', ['web_announcement:Announcement', 'personal_message:Letter']],
      ['fund_management', ['deposit:Deposit', 'withdrawal:Withdrawal']],
      ['transaction_record', ['transfer_record:Transaction', 'dw_record:DWRecord']],
      ['recommend_award', ['project:RecommendProject', 'award_record:RecommendRecord', 'member_search:RecommendMemberSearch']],
      [
        'safer_play',
        ['safer_limits:SaferLimits', 'reality_check:RealityCheck', 'take_break:TakeBreak', 'self_exclusion:SelfExclusion', 'my_activity:MyActivity'],
      ],
    ]);
  });

  it('titles a page by its menu item, the bank-account page by its own key, anything else by the centre title', () => {
    expect(pageTitleKey('Withdrawal')).toBe('menu.withdrawal');
    expect(pageTitleKey('RecommendMemberSearch')).toBe('menu.member_search');
    expect(pageTitleKey('BindAccount')).toBe('bank.title');
    expect(pageTitleKey('Nope')).toBe('title');
  });
});
