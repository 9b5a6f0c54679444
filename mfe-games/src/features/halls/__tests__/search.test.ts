/** @jest-environment node */
import { searchGames } from '../utils/search';

const games = [
  { id: 1, game_name: { en_US: 'Fortune Gems', bn_BD: 'ফরচুন জেমস' } },
  { id: 2, game_name: { en_US: 'Super Ace' } },
  { id: 3, game_name: 'Crazy Time' },
];

describe('searchGames', () => {
  it('finds by the English name, case-insensitively', () => {
    expect(searchGames(games, ' fortune ').map((g) => g.id)).toEqual([1]);
  });
  it('finds by the Bengali name', () => {
    expect(searchGames(games, 'জেমস').map((g) => g.id)).toEqual([1]);
  });
  it('matches plain string names and returns everything for an empty query', () => {
    expect(searchGames(games, 'crazy').map((g) => g.id)).toEqual([3]);
    expect(searchGames(games, '')).toHaveLength(3);
  });
});
