import { createStore } from 'zustand/vanilla';
import { returnFocusOnClose } from '../modal-focus';

type Open = Record<string, { props: unknown }>;

function setup() {
  const store = createStore<{ open: Open }>()(() => ({ open: {} }));
  const pending: (() => void)[] = [];
  const stop = returnFocusOnClose(store, document, (run) => pending.push(run));
  const flush = () => pending.splice(0).forEach((run) => run());
  const open = (name: string) => store.setState((s) => ({ open: { ...s.open, [name]: { props: undefined } } }));
  const close = (name: string) =>
    store.setState((s) => {
      const { [name]: _gone, ...rest } = s.open;
      return { open: rest };
    });
  return { stop, flush, open, close };
}

function button(label: string): HTMLButtonElement {
  const b = document.createElement('button');
  b.textContent = label;
  document.body.append(b);
  return b;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('issue 20 point 2 (WCAG 2.4.3): a modal opened by name gives focus back when it closes', () => {
  test('the button that opened the modal gets focus back once the modal took focus away with it', () => {
    const { stop, flush, open, close } = setup();
    const opener = button('Register');
    opener.focus();
    open('register');
    const inside = button('Account');
    inside.focus();
    close('register');
    inside.remove();
    expect(document.activeElement).toBe(document.body);
    flush();
    expect(document.activeElement).toBe(opener);
    stop();
  });

  test('focus that went somewhere else on close (the next modal) is left there', () => {
    const { stop, flush, open, close } = setup();
    const opener = button('Register');
    opener.focus();
    open('register');
    const next = button('Login field');
    next.focus();
    close('register');
    flush();
    expect(document.activeElement).toBe(next);
    stop();
  });

  test('an opener gone from the page is not focused', () => {
    const { stop, flush, open, close } = setup();
    const opener = button('Register');
    opener.focus();
    open('register');
    opener.remove();
    close('register');
    flush();
    expect(document.activeElement).toBe(document.body);
    stop();
  });
});
