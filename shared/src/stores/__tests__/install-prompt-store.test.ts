import { captureInstallPrompt, installPromptStore, promptInstall } from '../install-prompt-store';

/** A stand-in for Chromium's BeforeInstallPromptEvent with the player's answer. */
function installEvent(outcome: 'accepted' | 'dismissed') {
  const event = new Event('beforeinstallprompt', { cancelable: true });
  const prompt = jest.fn(() => Promise.resolve());
  return Object.assign(event, { prompt, userChoice: Promise.resolve({ outcome }) });
}

describe('install prompt ("add to home screen" where the browser supports it)', () => {
  beforeAll(() => captureInstallPrompt(window));
  beforeEach(() => installPromptStore.setState({ prompt: null }));

  it('keeps the prompt the browser offers and stops its own mini-infobar', () => {
    const event = installEvent('accepted');
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(installPromptStore.getState().prompt).toBe(event);
  });

  it('a browser that never offers one leaves nothing to show', async () => {
    expect(installPromptStore.getState().prompt).toBeNull();
    await expect(promptInstall()).resolves.toBe(false);
  });

  it('the prompt is shown once and then forgotten; the answer is returned', async () => {
    const event = installEvent('dismissed');
    window.dispatchEvent(event);
    await expect(promptInstall()).resolves.toBe(false);
    expect(event.prompt).toHaveBeenCalledTimes(1);
    expect(installPromptStore.getState().prompt).toBeNull();
  });

  it('an installed site offers no more button', () => {
    window.dispatchEvent(installEvent('accepted'));
    window.dispatchEvent(new Event('appinstalled'));
    expect(installPromptStore.getState().prompt).toBeNull();
  });
});
