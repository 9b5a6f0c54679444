import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore, walletStore, modalStore } from '@mfp/shared';
import { MemberBox } from '../member-box';
import { memberExtrasStore } from '../../../session/member-extras-store';
import { renderInEnglish } from '../../../test-support/render-in-english';

const mount = () => renderInEnglish(<MemberBox />);

describe('MemberBox', () => {
  afterEach(() => {
    sessionStore.getState().logout('user');
    jest.restoreAllMocks();
  });

  it('logged out: login opens the login modal, register the register modal', async () => {
    mount();
    await userEvent.click(screen.getByTestId('header-login'));
    expect(modalStore.getState().open.login).toBeDefined();
    await userEvent.click(screen.getByTestId('header-register'));
    expect(modalStore.getState().open.register).toBeDefined();
  });

  it('logged in: account, cash ("-" while refreshing, then sign, grouping and two decimals), letters badge capped at 99', () => {
    sessionStore.getState().login({ token: 't', member_id: 1, member_account: 'demobdt01', member_currency: 'BDT' });
    walletStore.getState().beginRefresh();
    memberExtrasStore.getState().set({ unreadLetters: 150 });
    mount();
    expect(screen.getByTestId('header-account')).toHaveTextContent('demobdt01');
    expect(screen.getByTestId('header-cash')).toHaveTextContent(/^-$/);
    expect(screen.getByTestId('letters-badge')).toHaveTextContent('99+');
    act(() => walletStore.getState().setCash(2586));
    expect(screen.getByTestId('header-cash')).toHaveTextContent('৳ 2,586.00');
  });

  it("a phone header's two rows: the summary has account, cash and the letters badge; the actions member center and logout", () => {
    sessionStore.getState().login({ token: 't', member_id: 1, member_account: 'demobdt01', member_currency: 'BDT' });
    memberExtrasStore.getState().set({ unreadLetters: 3 });
    renderInEnglish(
      <>
        <MemberBox part="summary" />
        <MemberBox part="actions" />
      </>,
    );
    const summary = screen.getByTestId('header-member');
    expect(summary).toContainElement(screen.getByTestId('header-account'));
    expect(summary).toContainElement(screen.getByTestId('letters-badge'));
    expect(screen.getByTestId('letters-badge')).toHaveTextContent('3');
    expect(summary).not.toContainElement(screen.getByTestId('header-logout'));
    expect(screen.getByTestId('header-member-actions')).toContainElement(screen.getByTestId('header-member-center'));
    expect(screen.getByTestId('header-member-actions')).toContainElement(screen.getByTestId('header-logout'));
  });

  it('the member-center button opens one 1500x800 pop-up at /user and focuses it when clicked again', async () => {
    sessionStore.getState().login({ token: 't', member_id: 1, member_account: 'a', member_currency: 'BDT' });
    const popup = { closed: false, focus: jest.fn(), close: jest.fn() };
    const open = jest.spyOn(window, 'open').mockImplementation(() => popup as unknown as Window);
    mount();
    await userEvent.click(screen.getByTestId('header-member-center'));
    await userEvent.click(screen.getByTestId('header-member-center'));
    expect(open).toHaveBeenCalledTimes(1);
    const [url, name, features] = open.mock.calls[0]!;
    expect(url).toBe('/user/Info');
    expect(name).toBe('memberCenter');
    expect(features).toMatch(/width=1500,height=800/);
    expect(popup.focus).toHaveBeenCalledTimes(2);
    popup.closed = true;
  });

  it('logout closes the member-center pop-up and clears the session', async () => {
    sessionStore.getState().login({ token: 't', member_id: 1, member_account: 'a', member_currency: 'BDT' });
    const popup = { closed: false, focus: jest.fn(), close: jest.fn() };
    jest.spyOn(window, 'open').mockImplementation(() => popup as unknown as Window);
    const { installSessionLifecycle } = await import('../../../session/lifecycle');
    const off = installSessionLifecycle({ siteId: 'bd01', language: () => 'en_US' });
    const { setNavigate } = await import('../../navigation');
    const nav = jest.fn();
    setNavigate(nav);
    mount();
    await userEvent.click(screen.getByTestId('header-member-center'));
    const { requestLogout } = await import('../../../session/lifecycle');
    await requestLogout(async () => true, async () => undefined);
    expect(popup.close).toHaveBeenCalled();
    expect(sessionStore.getState().token).toBeNull();
    expect(nav).toHaveBeenCalledWith('/', undefined);
    off();
  });
});
