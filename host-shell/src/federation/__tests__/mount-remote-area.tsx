import { render, type RenderResult } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { RemoteArea } from '../remote-area';

const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: 'en_US',
  resources: { en_US: { host: { remote: { retry: 'Try again', loading: 'Loading' } } } },
  initAsync: false,
});

/** Renders the games area with the host's two remote-area texts (the test file mocks load-remote and remote-registry). */
export const mountGamesArea = (): RenderResult =>
  render(
    <I18nextProvider i18n={i18n}>
      <RemoteArea remote="mfe_games" basePath="/gameHall" />
    </I18nextProvider>,
  );
