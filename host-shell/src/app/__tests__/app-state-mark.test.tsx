import { act, render } from '@testing-library/react';
import { AppStateMark, whenInteractive } from '../app-state-mark';

describe('the app state mark (a server-rendered page is marked interactive once hydrated)', () => {
  it('marks the document and resolves whenInteractive only once the tree has committed', async () => {
    let interactive = false;
    void whenInteractive().then(() => {
      interactive = true;
    });
    await Promise.resolve();
    expect(interactive).toBe(false);
    expect(document.documentElement.dataset.appState).toBeUndefined();

    await act(async () => {
      render(<AppStateMark />);
      await Promise.resolve();
    });
    await whenInteractive();
    expect(interactive).toBe(true);
    expect(document.documentElement.dataset.appState).toBe('interactive');
  });
});
