import { sessionStore, siteStore } from '@mfp/shared';
import type { MemberLayoutInfo } from '@mfp/shared';
import { watchMemberCurrency } from '../currency-watch';

const member = (currency: string) => ({ id: 7, member_account: 'm7', member_currency: currency, member_cash: 0 }) as unknown as MemberLayoutInfo;

describe('currency change after login (spec 4)', () => {
  let isDesktop = true;
  const reloadPage = jest.fn();
  let stop: () => void = () => undefined;
  beforeEach(() => {
    reloadPage.mockReset();
    siteStore.getState().configure({ currency: 'USD' });
    stop = watchMemberCurrency({ isDesktop: () => isDesktop, reloadPage });
  });
  afterEach(() => {
    stop();
    sessionStore.getState().logout('user');
    document.cookie = 'ccy=; max-age=0; path=/';
  });

  it('at login the member currency becomes the site currency, without any reload', () => {
    isDesktop = false;
    sessionStore.getState().login({ token: 't', member_id: 7, member_currency: 'BDT' });
    expect(siteStore.getState().currency).toBe('BDT');
    expect(document.cookie).toContain('ccy=BDT');
    sessionStore.getState().setMember(member('BDT'));
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('desktop: a change after login reloads the game list (site currency updated), not the page', () => {
    isDesktop = true;
    sessionStore.getState().login({ token: 't', member_id: 7, member_currency: 'BDT' });
    sessionStore.getState().setMember(member('USD'));
    expect(siteStore.getState().currency).toBe('USD');
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('mobile: a change after login reloads the page', () => {
    isDesktop = false;
    sessionStore.getState().login({ token: 't', member_id: 7, member_currency: 'BDT' });
    sessionStore.getState().setMember(member('USD'));
    expect(reloadPage).toHaveBeenCalledTimes(1);
    expect(siteStore.getState().currency).toBe('USD');
  });

  it('a visitor switching the site currency is not a change after login', () => {
    isDesktop = false;
    siteStore.getState().configure({ currency: 'BDT' });
    expect(reloadPage).not.toHaveBeenCalled();
  });
});
