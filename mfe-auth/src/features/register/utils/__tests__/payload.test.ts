import { toRegistrationPayload } from '../payload';
import { fireRegistrationComplete, REGISTRATION_COMPLETE_EVENT } from '../marketing';

describe('toRegistrationPayload', () => {
  const base = {
    member_account: '  newuser01 ',
    password: 'abc123',
    check_password: 'abc123',
    member_name: ' Rahim Uddin ',
    member_email: ' a@b.com ',
    member_phone: ' 01711111111',
    phone_verify: '123456 ',
    member_birthday: { year: 1990, month: 3, day: 7 },
    withdraw_password: '1234',
    member_telegram: '@rahim',
    recommend_code: ' RC1 ',
    answer: ' ab12 ',
  };

  it('trims, joins the birthday, never sends the confirmation and takes the typed recommend code', () => {
    const p = toRegistrationPayload(base, { siteId: 'bd01', currency: 'BDT', introducer: null, captchaToken: 'tok' });
    expect(p).toMatchObject({
      siteId: 'bd01',
      memberAccount: 'newuser01',
      memberName: 'Rahim Uddin',
      memberEmail: 'a@b.com',
      memberPhone: '01711111111',
      phoneVerify: '123456',
      memberBirthday: '1990-03-07',
      withdrawPassword: '1234',
      memberTelegram: '@rahim',
      memberCurrency: 'BDT',
      introducer: 'RC1',
      answer: 'ab12',
      captchaToken: 'tok',
    });
    expect(p).not.toHaveProperty('checkPassword');
  });

  it('uses the link introducer over the typed code, and an incomplete birthday is empty', () => {
    const p = toRegistrationPayload(
      { ...base, member_birthday: { year: 1990 } },
      { siteId: 'bd01', currency: 'BDT', introducer: { type: 'member_agent', value: '10003' }, captchaToken: '' },
    );
    expect(p.introducer).toBe('10003');
    expect(p.memberBirthday).toBe('');
  });
});

describe('fireRegistrationComplete', () => {
  it('dispatches the window event and calls the fb pixel', () => {
    const seen: unknown[] = [];
    const onEvent = (e: Event) => seen.push((e as CustomEvent).detail);
    window.addEventListener(REGISTRATION_COMPLETE_EVENT, onEvent);
    const fbq = jest.fn();
    (window as Window & { fbq?: unknown }).fbq = fbq;
    fireRegistrationComplete({ member_id: '42', currency: 'BDT' });
    window.removeEventListener(REGISTRATION_COMPLETE_EVENT, onEvent);
    expect(seen).toEqual([{ member_id: '42', currency: 'BDT' }]);
    expect(fbq).toHaveBeenCalledWith('track', 'CompleteRegistration', { currency: 'BDT' });
  });
});
