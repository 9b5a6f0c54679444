/** @jest-environment node */
import { depositNoticeChannels } from '../deposit-notice';

const USD = [{ name: 'USDT (TRC20)' }, { name: 'Bank Wire' }];
const BDT = [{ name: 'bKash' }, { name: 'Nagad' }, { name: 'Rocket' }, { name: 'Local Bank Transfer' }];

describe("the deposit notice names the member's currency's channels", () => {
  it('names a USD member USDT and the bank wire, never bKash or Nagad', () => {
    const text = depositNoticeChannels(USD, 'en_US');
    expect(text).toBe('USDT (TRC20) and Bank Wire');
    expect(text).not.toMatch(/bKash|Nagad/);
  });

  it("names a BDT member's channels in the server's order", () => {
    expect(depositNoticeChannels(BDT, 'en_US')).toBe('bKash, Nagad, Rocket, and Local Bank Transfer');
  });

  it('joins the names in Bengali for a bn_BD member', () => {
    expect(depositNoticeChannels(USD, 'bn_BD')).toBe('USDT (TRC20) এবং Bank Wire');
  });

  it('names nothing when the currency has no channel (blank names count as none)', () => {
    expect(depositNoticeChannels([], 'en_US')).toBeNull();
    expect(depositNoticeChannels([{ name: ' ' }], 'en_US')).toBeNull();
  });

  it('names a channel listed twice once', () => {
    expect(depositNoticeChannels([{ name: 'Bank Wire' }, { name: 'Bank Wire' }], 'en_US')).toBe('Bank Wire');
  });
});
