import { errorText, resolveError } from '../../errors';
import { refusalParams } from '../refusal-params';
import { SAFER_PLAY_CODES } from '../codes';

describe('safer-play refusal messages name their values in the member language', () => {
  const data = { allowance: 40, currency: 'USD', period: '24h', grows_at: '2026-11-29T14:00:00.000Z' };
  test('times in the site zone and language, amounts with the currency sign', () => {
    expect(refusalParams(data, 'en_US')).toEqual({ allowance: '$ 40.00', grows_at: 'Nov 29, 2026, 10:00 AM GMT-4' });
    expect(refusalParams(data, 'bn_BD').grows_at).toMatch(/[\u09e6-\u09ef]/);
  });
  test('an allowance that never grows picks the message without a time', () => {
    expect(refusalParams({ ...data, grows_at: null }, 'en_US')).toEqual({ allowance: '$ 40.00', context: 'full' });
  });
  test('the deposit, login and play tables name the refusal keys', () => {
    const t = (key: string, p?: Readonly<Record<string, string | number>>) => `${key} ${JSON.stringify(p ?? {})}`;
    expect(errorText(resolveError('deposit', SAFER_PLAY_CODES.depositLimit, 'x', refusalParams(data, 'en_US')), t)).toContain(
      'safer_play.err_deposit_limit {"grows_at":"Nov 29, 2026, 10:00 AM GMT-4","allowance":"$ 40.00"}',
    );
    expect(resolveError('login', SAFER_PLAY_CODES.timeOut)).toEqual(expect.objectContaining({ key: 'safer_play.err_login_time_out' }));
    expect(resolveError('login', SAFER_PLAY_CODES.selfExcluded)).toEqual(expect.objectContaining({ key: 'safer_play.err_login_self_excluded' }));
    expect(resolveError('play', SAFER_PLAY_CODES.lossLimit)).toEqual(
      expect.objectContaining({ key: 'safer_play.err_loss_limit', actions: ['closeGameWindow', 'resetGameState'] }),
    );
    expect(resolveError('transfer', SAFER_PLAY_CODES.lossLimit)).toEqual(expect.objectContaining({ key: 'safer_play.err_loss_limit' }));
  });
  test('no data, no values', () => {
    expect(refusalParams(null, 'en_US')).toEqual({});
  });
});
