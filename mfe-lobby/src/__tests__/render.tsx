import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '@mfp/shared';
import { createQueryWrapper } from '@mfp/shared/test-support/query-wrapper';

/** Renders inside what the host gives a remote: the router, the one i18n instance and a QueryClient (fresh per render). */
export function renderInHost(ui: ReactElement, { locale = 'en_US', path = '/' } = {}) {
  const i18n = createI18n(locale);
  const { wrapper: QueryWrapper } = createQueryWrapper();
  return render(
    <QueryWrapper>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </I18nextProvider>
    </QueryWrapper>,
  );
}
