import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { modalStore, openModal, sessionStore } from '@mfp/shared';
import { SITE_COLORS } from '@mfp/shared/theme';
import { renderInEnglish } from '../../test-support/render-in-english';
import { HostModals } from '../host-modals';

const mount = () => renderInEnglish(<HostModals />);
/** Every rule antd's CSS-in-JS injected into the page. */
const injectedCss = () => Array.from(document.querySelectorAll('style')).map((s) => s.textContent ?? '').join('\n');

describe('host boxes (spec 2: maintenance alert box, login-required confirm box)', () => {
  afterEach(() => act(() => modalStore.getState().closeAll()));

  it('the maintenance box shows start and end times, in the site dark antd theme', () => {
    mount();
    act(() => openModal('maintenance', { interval: { start_at: '2026-01-01 10:00', end_at: '2026-01-01 12:00' } }));
    // Server times are UTC; the box writes them in the spec 9 timezone (America/Caracas, UTC-4).
    expect(screen.getByTestId('maintenance-box')).toHaveTextContent('Start: Jan 1, 2026, 6:00 AM');
    expect(screen.getByTestId('maintenance-box')).toHaveTextContent('End: Jan 1, 2026, 8:00 AM');
    // The modal surface takes the site's elevated colour, not antd's light default (#ffffff).
    const css = injectedCss();
    expect(css).toMatch(new RegExp(`\\.ant-modal[^{]*\\{[^}]*${SITE_COLORS.bgElevated}`, 'i'));
  });

  it('confirming the login-required box opens the login modal with the page asked for', async () => {
    mount();
    act(() => {
      sessionStore.setState({ redirectAfterLogin: '/user/Info' });
      openModal('loginRequired');
    });
    expect(screen.getByTestId('login-required-box')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /confirm/i }));
    expect(modalStore.getState().open.loginRequired).toBeUndefined();
    expect(modalStore.getState().open.login?.props).toEqual({ redirect: '/user/Info' });
    act(() => sessionStore.getState().cancelLogin());
  });
});
