import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { DEFAULT_ERROR_STATUS, NOT_FOUND_STATUS, addRemoteNamespace, createI18n } from '@mfp/shared';
import enHost from '../../locales/en_US/host.json';
import bnHost from '../../locales/bn_BD/host.json';
import { ErrorScreen } from '../error-screen';
import { NotFound } from '../not-found';

const i18n = createI18n('en_US');
addRemoteNamespace(i18n, 'host', { en_US: enHost, bn_BD: bnHost });

const mount = (node: React.ReactNode, path = '/') =>
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[path]}>{node}</MemoryRouter>
    </I18nextProvider>,
  );

describe('error screen (spec 2)', () => {
  it('without a status shows DEFAULT_ERROR_STATUS with the server-error title', () => {
    const { container } = mount(<ErrorScreen />);
    expect(container.querySelector('main')?.getAttribute('data-status')).toBe(String(DEFAULT_ERROR_STATUS));
    expect(screen.getByRole('heading').textContent).toBe(enHost.error.server_error_title);
  });

  it('NotFound shows NOT_FOUND_STATUS, its title and the path', () => {
    const { container } = mount(<NotFound />, '/nowhere?x=1');
    expect(container.querySelector('main')?.getAttribute('data-status')).toBe(String(NOT_FOUND_STATUS));
    expect(screen.getByRole('heading').textContent).toBe(enHost.error.not_found_title);
    expect(container.textContent).toContain('/nowhere?x=1');
  });

  it("NotFound inside the member window leads back to the window's Info page, elsewhere home", () => {
    mount(<NotFound />, '/user/Nope');
    expect(screen.getByRole('link').getAttribute('href')).toBe('/user/Info');
    expect(screen.getByRole('link').textContent).toBe(enHost.error.back_member);
  });

  it('NotFound outside the member window leads home', () => {
    mount(<NotFound />, '/users');
    expect(screen.getByRole('link').getAttribute('href')).toBe('/');
  });

  it('is noindex while shown, with one robots meta even when the server rendered one (issue 19), none once gone', () => {
    const robots = () => document.head.querySelectorAll('meta[name="robots"]');
    const first = mount(<ErrorScreen status={NOT_FOUND_STATUS} />);
    expect([...robots()].map((m) => m.getAttribute('content'))).toEqual(['noindex']);
    first.unmount();
    expect(robots()).toHaveLength(0);
    document.head.insertAdjacentHTML('beforeend', '<meta name="robots" content="noindex">');
    const second = mount(<ErrorScreen status={NOT_FOUND_STATUS} />);
    expect(robots()).toHaveLength(1);
    second.unmount();
    expect(robots()).toHaveLength(0);
  });
});
