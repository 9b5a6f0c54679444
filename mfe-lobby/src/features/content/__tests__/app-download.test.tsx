import { act, fireEvent, screen } from '@testing-library/react';
import { installPromptStore, type InstallPromptEvent } from '@mfp/shared';
import { renderInHost } from '../../../__tests__/render';
import { AppPage } from '../components/app-download';

function offeredPrompt(): InstallPromptEvent {
  return Object.assign(new Event('beforeinstallprompt'), {
    prompt: jest.fn(() => Promise.resolve()),
    userChoice: Promise.resolve({ outcome: 'accepted' as const }),
  });
}

describe('/app: "add to home screen" beside the native app links', () => {
  beforeEach(() => installPromptStore.setState({ prompt: null }));

  it('no button where the browser offers no install prompt', () => {
    renderInHost(<AppPage />);
    expect(screen.queryByTestId('lobby-app-install')).toBeNull();
  });

  it.each([
    ['en_US', 'Add to home screen'],
    ['bn_BD', 'হোম স্ক্রিনে যোগ করুন'],
  ] as const)('%s: the button shows once the browser offers a prompt and opens its dialog', async (locale, name) => {
    renderInHost(<AppPage />, { locale });
    const prompt = offeredPrompt();
    act(() => installPromptStore.setState({ prompt }));
    const button = await screen.findByRole('button', { name });
    fireEvent.click(button);
    expect(prompt.prompt).toHaveBeenCalledTimes(1);
    // A prompt serves once: the button goes.
    expect(screen.queryByTestId('lobby-app-install')).toBeNull();
  });
});
