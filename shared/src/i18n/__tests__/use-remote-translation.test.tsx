import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../create-i18n';
import { useRemoteTranslation } from '../use-remote-translation';

function Probe() {
  const { t } = useRemoteTranslation('lobby', { en_US: { hello: 'Hello' }, bn_BD: { hello: 'হ্যালো' } });
  return <p>{t('hello')}</p>;
}

describe('remote namespaces (DESIGN.md section 6)', () => {
  it('a remote adds its namespace to the one instance and translates in the current language', async () => {
    const i18n = createI18n('bn_BD');
    render(
      <I18nextProvider i18n={i18n}>
        <Probe />
      </I18nextProvider>,
    );
    expect(await screen.findByText('হ্যালো')).toBeInTheDocument();
    expect(i18n.hasResourceBundle('en_US', 'lobby')).toBe(true);
  });
});
