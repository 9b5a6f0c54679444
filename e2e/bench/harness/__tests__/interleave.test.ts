import { chosen, interleave } from '../interleave';

describe('interleave', () => {
  it('measures every variant in turn within each case and run, group by group', async () => {
    const order: string[] = [];
    const { raw, failures } = await interleave({
      groups: ['mobile', 'desktop'],
      runs: 2,
      cases: ['home', 'login'],
      variants: ['federated', 'monolith'],
      measure: async (g, k, v) => {
        order.push(`${g} ${k} ${v}`);
        return order.length;
      },
      describe: String,
      log: () => undefined,
    });
    expect(order.slice(0, 5)).toEqual([
      'mobile home federated',
      'mobile home monolith',
      'mobile login federated',
      'mobile login monolith',
      'mobile home federated',
    ]);
    expect(order).toHaveLength(16);
    expect(raw.mobile!.home).toEqual({ federated: [1, 5], monolith: [2, 6] });
    expect(raw.desktop!.login).toEqual({ federated: [11, 15], monolith: [12, 16] });
    expect(failures).toEqual([]);
  });

  it('names a failed load and goes on with the others', async () => {
    const { raw, failures } = await interleave({
      groups: ['desktop'],
      runs: 1,
      cases: ['home'],
      variants: ['federated', 'monolith'],
      measure: async (_g, _k, v) => {
        if (v === 'federated') throw new Error('timeout\nstack');
        return 7;
      },
      describe: String,
      log: () => undefined,
    });
    expect(failures).toEqual(['desktop home federated run 1: timeout']);
    expect(raw.desktop!.home).toEqual({ federated: [], monolith: [7] });
  });
});

describe('chosen', () => {
  it('keeps all when the knob is unset, else the named ones in their own order', () => {
    expect(chosen(undefined, ['home', 'login', 'hall'])).toEqual(['home', 'login', 'hall']);
    expect(chosen('hall, home', ['home', 'login', 'hall'])).toEqual(['home', 'hall']);
  });
});
