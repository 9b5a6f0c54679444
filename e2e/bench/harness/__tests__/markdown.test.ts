import { failedLoads, table, whole } from '../markdown';

describe('table', () => {
  it('writes the header, a rule of one dash run per column and one line per row', () => {
    expect(
      table(
        ['run', 'req/s'],
        [
          ['single', 2510],
          ['cluster', 2797],
        ],
      ),
    ).toEqual(['| run | req/s |', '|---|---|', '| single | 2510 |', '| cluster | 2797 |']);
  });
  it('keeps empty cells (a row without a target)', () => {
    expect(table(['a', 'b', 'c'], [['x', '', '']])).toEqual([
      '| a | b | c |',
      '|---|---|---|',
      '| x |  |  |',
    ]);
  });
  it('writes the header alone for no rows', () => {
    expect(table(['a'], [])).toEqual(['| a |', '|---|']);
  });
});

describe('whole and failedLoads', () => {
  it('rounds a figure and says n/a for none', () => {
    expect(whole(25.6)).toBe('26');
    expect(whole(NaN)).toBe('n/a');
    expect(whole(null)).toBe('n/a');
  });
  it('lists each failed load, or says there were none', () => {
    expect(failedLoads([])).toBe('Failed loads: none.');
    expect(failedLoads(['mobile home monolith run 2: timeout'])).toBe(
      'Failed loads (left out of the medians): 1\n\n- mobile home monolith run 2: timeout\n',
    );
  });
});
