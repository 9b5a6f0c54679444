import { wrapTab } from '../tab-wrap';

/** A box as the login box has it: fields, a submit button and links, plus a hidden input. */
function box(): HTMLElement {
  document.body.innerHTML = `
    <button id="outside">page</button>
    <div id="box">
      <button id="close">x</button>
      <input id="account" />
      <input type="hidden" id="token" />
      <button id="submit">Log in</button>
      <button id="disabled" disabled>no</button>
      <a id="register" href="/register">Create an account</a>
    </div>`;
  const el = document.getElementById('box') as HTMLElement;
  // jsdom lays nothing out: every element counts as shown.
  for (const e of Array.from(document.querySelectorAll<HTMLElement>('*'))) e.getClientRects = () => [{}] as unknown as DOMRectList;
  return el;
}

const tab = (shiftKey = false) => ({ key: 'Tab', shiftKey, preventDefault: jest.fn() });
const focus = (id: string) => (document.getElementById(id) as HTMLElement).focus();

describe('Tab stays inside the login box (a focus trap that wraps before leaving the box)', () => {
  it('Tab on the last control goes to the first, never to the page', () => {
    const el = box();
    focus('register');
    const key = tab();
    expect(wrapTab(key, el)).toBe(true);
    expect(key.preventDefault).toHaveBeenCalled();
    expect(document.activeElement?.id).toBe('close');
  });

  it('Shift+Tab on the first control goes to the last', () => {
    const el = box();
    focus('close');
    expect(wrapTab(tab(true), el)).toBe(true);
    expect(document.activeElement?.id).toBe('register');
  });

  it('Tab in the middle is left to the browser', () => {
    const el = box();
    focus('account');
    const key = tab();
    expect(wrapTab(key, el)).toBe(false);
    expect(key.preventDefault).not.toHaveBeenCalled();
  });

  it('other keys are left alone', () => {
    const el = box();
    focus('register');
    expect(wrapTab({ key: 'Enter', shiftKey: false, preventDefault: jest.fn() }, el)).toBe(false);
    expect(document.activeElement?.id).toBe('register');
  });
});
