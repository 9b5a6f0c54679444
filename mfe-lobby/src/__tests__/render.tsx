import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '@mfp/shared';

/** Renders inside what the host gives a remote: the router and the one i18n instance. */
export function renderInHost(ui: ReactElement, { locale = 'en_US', path = '/' } = {}) {
  const i18n = createI18n(locale);
  return render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </I18nextProvider>,
  );
}
