import { chooseScenario } from '../scenario';

const NAMES = ['pages', 'first-view', 'lighthouse', 'throughput', 'cluster-load'];

describe('chooseScenario', () => {
  it('picks the scenario named by the one argument', () => {
    expect(chooseScenario(NAMES, ['first-view'])).toEqual({ name: 'first-view', fromJson: false });
  });
  it('takes --from-json on either side of the name', () => {
    expect(chooseScenario(NAMES, ['--from-json', 'throughput'])).toEqual({
      name: 'throughput',
      fromJson: true,
    });
    expect(chooseScenario(NAMES, ['cluster-load', '--from-json'])).toEqual({
      name: 'cluster-load',
      fromJson: true,
    });
  });
  it('refuses no scenario, two, an unknown one and an unknown option', () => {
    expect(chooseScenario(NAMES, [])).toEqual({ error: 'which scenario?' });
    expect(chooseScenario(NAMES, ['pages', 'lighthouse'])).toEqual({ error: 'one scenario at a time' });
    expect(chooseScenario(NAMES, ['page'])).toEqual({ error: 'no scenario page' });
    expect(chooseScenario(NAMES, ['pages', '--fast'])).toEqual({ error: 'unknown option --fast' });
  });
});
