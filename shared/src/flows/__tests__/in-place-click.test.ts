import { openInPlace } from '../in-place-click';

const click = (over: Partial<{ button: number; ctrlKey: boolean; metaKey: boolean; shiftKey: boolean }> = {}) => ({
  button: 0,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  preventDefault: jest.fn(),
  ...over,
});

test('a plain click on a box link opens the box in place and takes the navigation', () => {
  const open = jest.fn();
  const c = click();
  openInPlace(open)(c);
  expect(open).toHaveBeenCalledTimes(1);
  expect(c.preventDefault).toHaveBeenCalled();
});

test.each([{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { button: 1 }])(
  'a click asking for a new tab or window (%o) keeps the browser’s way',
  (over) => {
    const open = jest.fn();
    const c = click(over);
    openInPlace(open)(c);
    expect(open).not.toHaveBeenCalled();
    expect(c.preventDefault).not.toHaveBeenCalled();
  },
);
