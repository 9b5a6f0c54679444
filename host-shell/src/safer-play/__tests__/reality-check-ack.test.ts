import { isAckEvent, readAck, writeAck } from '../reality-check-ack';

afterEach(() => localStorage.clear());

describe('reality-check answers are shared by the windows', () => {
  test('an answer counts for its own session only', () => {
    writeAck({ loginAt: 1000, due: 2 });
    expect(readAck(1000)).toBe(2);
    // A new login is a new session: its checks start unanswered.
    expect(readAck(2000)).toBe(0);
  });
  test('nothing stored or a broken value reads as unanswered', () => {
    expect(readAck(1000)).toBe(0);
    localStorage.setItem('mfp:reality-check-ack', '{broken');
    expect(readAck(1000)).toBe(0);
  });
  test('another window writing the answer is recognised by its storage event', () => {
    expect(isAckEvent(new StorageEvent('storage', { key: 'mfp:reality-check-ack' }))).toBe(true);
    expect(isAckEvent(new StorageEvent('storage', { key: 'token' }))).toBe(false);
  });
});
