import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { sessionStore } from '@mfp/shared';
import type { MemberLayoutInfo } from '@mfp/shared';
import { fakeServer, heldReply, renderAt } from '../../../test-support/harness';
import type { Route } from '../../../test-support/harness';
import { submitRepeatedly } from '../../../test-support/submit-repeatedly';

jest.setTimeout(60_000);
// The machine running the suite is shared and busy: give each wait room.
configure({ asyncUtilTimeout: 15_000 });
const PROFILE = '/api/member/profile';
const SETTINGS = '/api/arks/web/register-settings';
const CONTACT = '/api/arks/web/member-center/profile/contact';
const WITHDRAW_SET = '/api/arks/web/member-center/withdraw-password/set';

const setting = (name: string, flags: { currency?: string; is_member_center?: number } = {}) => ({
  name, currency: 'BDT', is_display: 1, is_required: 0, is_unique: 0, is_member_center: 1, is_verification: 0, ...flags,
});

beforeEach(() => sessionStore.getState().setMember({ id: 10001, member_account: 'mcfresh01', member_currency: 'BDT' } as MemberLayoutInfo));

function server(initial: Record<string, unknown>, overrides: Record<string, Route> = {}) {
  const profile: Record<string, unknown> = {
    id: 10001, member_account: 'mcfresh01', member_currency: 'BDT', member_name: 'Fresh', is_withdraw_password: 0,
    member_telegram: '', member_whats_app: '', member_qq: '', ...initial,
  };
  return fakeServer({
    [PROFILE]: () => ({ code: 100, data: { ...profile } }),
    [SETTINGS]: () => ({
      code: 100,
      data: { list: [setting('member_telegram'), setting('member_whats_app'), setting('member_qq', { is_member_center: 0 }), setting('member_fb', { currency: 'USD' })] },
    }),
    [CONTACT]: (b) => {
      if (b.member_whats_app === 'badvalue') return { code: 308, message: 'WhatsApp is invalid', data: { field: 'member_whats_app' } };
      Object.assign(profile, b);
      return { code: 100, data: { ...profile } };
    },
    [WITHDRAW_SET]: (b) => {
      if (b.withdraw_password === '0000') return { code: 201, message: 'already set', data: null };
      profile.is_withdraw_password = 1;
      return { code: 100, data: { is_withdraw_password: 1 } };
    },
    ...overrides,
  });
}

describe('Info page', () => {
  it('asks for the profile when the window mounts, draws the read-only first view without antd; the password form brings antd', async () => {
    const { calls } = server({ is_withdraw_password: 1 });
    renderAt('/user/Info');
    // The window's frame is up (its header), the profile already requested, whatever the page's chunk does.
    await screen.findByTestId('member-window-header');
    await waitFor(() => expect(calls.some((c) => c.url === PROFILE)).toBe(true));
    expect(await screen.findByTestId('profile-member_account')).toHaveTextContent('mcfresh01');
    // The read-only first view and the window frame carry none of antd's classes: antd comes with a form.
    expect(document.querySelector('[class*="ant-"]')).toBeNull();
    fireEvent.click(screen.getByTestId('password-change'));
    expect(await screen.findByTestId('password-form')).toBeInTheDocument();
    expect(document.querySelector('.ant-form')).not.toBeNull();
  });

  it('while the profile loads, keeps the shape of its cards (titles and rows, blank values) above the password card', async () => {
    const held = heldReply({ code: 100, data: { id: 10001, member_account: 'mcfresh01', member_currency: 'BDT', is_withdraw_password: 0 } });
    server({}, { [PROFILE]: held.route });
    renderAt('/user/Info');
    const loading = await screen.findByTestId('page-loading');
    expect(within(loading).getByText('Profile')).toBeInTheDocument();
    expect(within(loading).getByText('Contact apps')).toBeInTheDocument();
    expect(within(loading).getByText('Telegram')).toBeInTheDocument();
    expect(within(loading).queryByTestId('profile-member_account')).toBeNull();
    // The data replaces the placeholder cards.
    held.release();
    expect(await screen.findByTestId('profile-member_account')).toHaveTextContent('mcfresh01');
    expect(screen.queryByTestId('page-loading')).toBeNull();
  });

  it('edits only the editable contact fields (is_member_center 1 of the currency), checks the spec 5 rules, sends the changed ones', async () => {
    const s = server({ member_telegram: '@old_name' });
    renderAt('/user/Info');
    expect(await screen.findByTestId('contact-member_telegram')).toHaveTextContent('@old_name');
    fireEvent.click(await screen.findByTestId('contact-edit'));
    const form = await screen.findByTestId('contact-form');
    expect(within(form).getByLabelText('Telegram')).toHaveValue('@old_name');
    expect(within(form).queryByLabelText('QQ')).toBeNull();
    expect(within(form).queryByLabelText('Facebook')).toBeNull();

    // The shared rule stops a short value before any call.
    fireEvent.change(within(form).getByLabelText('WhatsApp'), { target: { value: 'abc' } });
    fireEvent.click(screen.getByTestId('contact-save'));
    expect(await within(form).findByText('Must be 5 to 50 characters long')).toBeInTheDocument();
    expect(s.count(CONTACT)).toBe(0);
  });

  it('saves a changed contact field and shows it; a server field error shows on the field', async () => {
    const s = server({ member_telegram: '@old_name' });
    renderAt('/user/Info');
    fireEvent.click(await screen.findByTestId('contact-edit'));
    const form = await screen.findByTestId('contact-form');
    // A server field code (308, spec 8) puts the server message on its field.
    fireEvent.change(within(form).getByLabelText('Telegram'), { target: { value: '@new_name' } });
    fireEvent.change(within(form).getByLabelText('WhatsApp'), { target: { value: 'badvalue' } });
    fireEvent.click(screen.getByTestId('contact-save'));
    expect(await within(form).findByText('WhatsApp is invalid')).toBeInTheDocument();
    expect(s.calls.find((c) => c.url === CONTACT)?.body).toEqual({ member_telegram: '@new_name', member_whats_app: 'badvalue' });
    fireEvent.change(within(form).getByLabelText('Telegram'), { target: { value: '@old_name' } });
    fireEvent.change(within(form).getByLabelText('WhatsApp'), { target: { value: '01711222333' } });
    fireEvent.click(screen.getByTestId('contact-save'));
    await waitFor(() => expect(s.count(CONTACT)).toBe(2));
    // Only the changed field is sent.
    expect(s.calls.filter((c) => c.url === CONTACT)[1]?.body).toEqual({ member_whats_app: '01711222333' });
    expect(await screen.findByTestId('contact-member_whats_app')).toHaveTextContent('01711222333');
    expect(screen.getByTestId('contact-member_telegram')).toHaveTextContent('@old_name');
    // The form is gone once saved; its toast stays.
    expect(await screen.findByText('Your contact details have been saved.')).toBeInTheDocument();
  });

  it('sets the first withdraw password with the 4-digit rule; afterwards it shows set with the reset flow', async () => {
    const s = server({});
    renderAt('/user/Info');
    const card = await screen.findByTestId('withdraw-password');
    expect(card).toHaveAttribute('data-set', '0');
    const form = await screen.findByTestId('withdraw-password-form');
    fireEvent.change(within(form).getByLabelText('Withdraw password (4 digits)'), { target: { value: '12a' } });
    fireEvent.change(within(form).getByLabelText('Confirm withdraw password'), { target: { value: '12a' } });
    fireEvent.click(screen.getByTestId('withdraw-password-save'));
    expect(await within(form).findByText('The withdrawal password must be 4 digits')).toBeInTheDocument();
    fireEvent.change(within(form).getByLabelText('Withdraw password (4 digits)'), { target: { value: '2468' } });
    fireEvent.change(within(form).getByLabelText('Confirm withdraw password'), { target: { value: '2469' } });
    fireEvent.click(screen.getByTestId('withdraw-password-save'));
    expect(await within(form).findByText('The two passwords do not match')).toBeInTheDocument();
    expect(s.count(WITHDRAW_SET)).toBe(0);
    fireEvent.change(within(form).getByLabelText('Confirm withdraw password'), { target: { value: '2468' } });
    fireEvent.click(screen.getByTestId('withdraw-password-save'));
    await waitFor(() => expect(s.count(WITHDRAW_SET)).toBe(1));
    expect(s.calls.find((c) => c.url === WITHDRAW_SET)?.body).toEqual({ withdraw_password: '2468', check_withdraw_password: '2468' });
    await waitFor(() => expect(screen.getByTestId('withdraw-password')).toHaveAttribute('data-set', '1'));
    expect(screen.getByText('Verify and reset')).toBeInTheDocument();
  });

  it('repeated contact saves while the request runs send one request; the reply becomes the shown profile', async () => {
    const held = heldReply({ code: 100, data: { id: 10001, member_account: 'mcfresh01', member_currency: 'BDT', member_telegram: '@held_name' } });
    const s = server({ member_telegram: '@old_name' }, { [CONTACT]: held.route });
    renderAt('/user/Info');
    fireEvent.click(await screen.findByTestId('contact-edit'));
    const form = await screen.findByTestId('contact-form');
    fireEvent.change(within(form).getByLabelText('Telegram'), { target: { value: '@held_name' } });
    await submitRepeatedly(screen.getByTestId('contact-save'), () => s.count(CONTACT));
    held.release();
    expect(await screen.findByTestId('contact-member_telegram')).toHaveTextContent('@held_name');
    expect(s.count(CONTACT)).toBe(1);
  });

  it('repeated withdraw-password submits while the request runs send one request; the profile is refetched', async () => {
    const held = heldReply({ code: 100, data: { is_withdraw_password: 1 } });
    let set = 0;
    const s = server({}, {
      [WITHDRAW_SET]: () => {
        set = 1;
        return held.route();
      },
      [PROFILE]: () => ({ code: 100, data: { id: 10001, member_account: 'mcfresh01', member_currency: 'BDT', is_withdraw_password: set } }),
    });
    renderAt('/user/Info');
    const form = await screen.findByTestId('withdraw-password-form');
    fireEvent.change(within(form).getByLabelText('Withdraw password (4 digits)'), { target: { value: '2468' } });
    fireEvent.change(within(form).getByLabelText('Confirm withdraw password'), { target: { value: '2468' } });
    await submitRepeatedly(screen.getByTestId('withdraw-password-save'), () => s.count(WITHDRAW_SET));
    held.release();
    await waitFor(() => expect(screen.getByTestId('withdraw-password')).toHaveAttribute('data-set', '1'));
    expect(s.count(WITHDRAW_SET)).toBe(1);
  });
});
