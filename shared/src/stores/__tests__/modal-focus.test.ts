import { createStore } from 'zustand/vanilla';
import { returnFocusOnClose } from '../modal-focus';

type Open = Record<string, { props: unknown }>;

let stopWatching: (() => void) | undefined;

/** The modal store watched, and 'register' opened from a focused Register button. */
function openedFromButton() {
  const store = createStore<{ open: Open }>()(() => ({ open: {} }));
  const pending: (() => void)[] = [];
  stopWatching = returnFocusOnClose(store, document, (run) => pending.push(run));
  const flush = () => pending.splice(0).forEach((run) => run());
  const close = (name: string) =>
    store.setState((s) => {
      const { [name]: _gone, ...rest } = s.open;
      return { open: rest };
    });
  const opener = button('Register');
  opener.focus();
  store.setState((s) => ({ open: { ...s.open, register: { props: undefined } } }));
  return { flush, close, opener };
}

function button(label: string): HTMLButtonElement {
  const b = document.createElement('button');
  b.textContent = label;
  document.body.append(b);
  return b;
}

afterEach(() => {
  stopWatching?.();
  document.body.innerHTML = '';
});

describe('WCAG 2.4.3: a modal opened by name gives focus back when it closes', () => {
  test('the button that opened the modal gets focus back once the modal took focus away with it', () => {
    const { flush, close, opener } = openedFromButton();
    const inside = button('Account');
    inside.focus();
    close('register');
    inside.remove();
    expect(document.activeElement).toBe(document.body);
    flush();
    expect(document.activeElement).toBe(opener);
  });

  test('focus that went somewhere else on close (the next modal) is left there', () => {
    const { flush, close } = openedFromButton();
    const next = button('Login field');
    next.focus();
    close('register');
    flush();
    expect(document.activeElement).toBe(next);
  });

  test('an opener gone from the page is not focused', () => {
    const { flush, close, opener } = openedFromButton();
    opener.remove();
    close('register');
    flush();
    expect(document.activeElement).toBe(document.body);
  });
});
