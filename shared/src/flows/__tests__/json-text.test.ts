/** @jest-environment node */
import { parseIfJsonText } from '../json-text';

describe('values posted as objects or as JSON text (hand-off enc result, window messages)', () => {
  test.each([
    ['{"type":"logout"}', { type: 'logout' }],
    ['[1,2]', [1, 2]],
    ['"x"', 'x'],
    ['not json', undefined],
    ['', undefined],
  ])('text %j reads as %j', (text, value) => {
    expect(parseIfJsonText(text)).toEqual(value);
  });

  test('a value that is not text is kept as it is', () => {
    const object = { type: 'logout' };
    expect(parseIfJsonText(object)).toBe(object);
    expect(parseIfJsonText(null)).toBeNull();
    expect(parseIfJsonText(3)).toBe(3);
  });
});
