import { act, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { layoutStore } from '@mfp/shared';
import * as shared from '@mfp/shared';
import { renderInEnglish } from '../../../test-support/render-in-english';
import { SiteConfigContext } from '../../site-context';
import type { SiteConfig } from '../../../config/site-config';
import { FloatBar } from '../footer';

jest.mock('@mfp/shared/api/content', () => ({ ...jest.requireActual('@mfp/shared/api/content'), postFloat: jest.fn() }));
const postFloat = jest.mocked(shared.postFloat);

const config = { siteId: '1' } as SiteConfig;
const mount = () =>
  renderInEnglish(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <SiteConfigContext.Provider value={config}>
        <MemoryRouter>
          <FloatBar />
        </MemoryRouter>
      </SiteConfigContext.Provider>
    </QueryClientProvider>,
  );
const gutter = () => document.querySelector('[data-mfp-float="right"]');

describe('the desktop float bar holds its gutter from the first frame', () => {
  beforeEach(() => act(() => layoutStore.getState().setWidth(1366)));

  it('while its items are unknown an empty column holds the gutter; the items then fill it', async () => {
    type Reply = Awaited<ReturnType<typeof shared.postFloat>>;
    let answer: (v: Reply) => void = () => undefined;
    postFloat.mockReturnValue(new Promise<Reply>((r) => (answer = r)));
    mount();
    expect(gutter()).not.toBeNull();
    expect(screen.queryByTestId('float-bar')).toBeNull();
    await act(async () => answer({ code: 0, message: '', data: { list: [{ id: 1, name: 'Telegram', url: 'https://t.me/x' }] } }));
    expect(await screen.findByTestId('float-bar')).toHaveTextContent('Telegram');
    expect(document.querySelectorAll('[data-mfp-float="right"]')).toHaveLength(1);
  });

  it('a site with no float items keeps no gutter once that is known', async () => {
    postFloat.mockResolvedValue({ code: 0, message: '', data: { list: [] } } as Awaited<ReturnType<typeof shared.postFloat>>);
    mount();
    await waitFor(() => expect(postFloat).toHaveBeenCalled());
    await waitFor(() => expect(gutter()).toBeNull());
  });

  it('a phone shows no float bar at all', () => {
    postFloat.mockReturnValue(new Promise(() => undefined) as ReturnType<typeof shared.postFloat>);
    act(() => layoutStore.getState().setWidth(390));
    mount();
    expect(gutter()).toBeNull();
  });
});
