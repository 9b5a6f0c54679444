/** @jest-environment node */
import en from '../../locales/en_US/games.json';
import bn from '../../locales/bn_BD/games.json';

const keys = (o: object, prefix = ''): string[] =>
  Object.entries(o).flatMap(([k, v]) => (typeof v === 'object' && v !== null ? keys(v as object, `${prefix}${k}.`) : [`${prefix}${k}`]));

it('has every key in both languages, with Bengali text where English has text', () => {
  expect(keys(bn).sort()).toEqual(keys(en).sort());
  expect(keys(bn).length).toBeGreaterThan(50);
});
