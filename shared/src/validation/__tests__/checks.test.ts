import * as V from '..';

describe('helper checks (spec 5)', () => {
  it.each([
    ['a@b.co', true],
    ['first.last+tag@mail.example.com', true],
    ['', false],
    ['a@b', false],
    ['a b@c.com', false],
    [' a@b.com', false],
    ['ইমেইল@উদাহরণ.com', false],
    ['a@@b.com', false],
    [`${'a'.repeat(250)}@b.com`, false],
  ])('email pattern: %j -> %s', (value, ok) => {
    expect(V.isEmail(value)).toBe(ok);
  });

  it.each([
    ['abc123', true],
    ['A1b2C3d4E5f6', true],
    ['', false],
    ['ab12', false],
    ['abc1234567890', false],
    ['abcdef', false],
    ['123456', false],
    ['abc 123', false],
    ['abc_123', false],
    ['পাসওয়ার্ড১২৩', false],
    ['abc１２３', false],
  ])('password: 6-12 letters and digits with at least one of each: %j -> %s', (value, ok) => {
    expect(V.isPasswordFormat(value)).toBe(ok);
  });

  it.each([
    ['0', true],
    ['-12', true],
    ['+7', true],
    ['', false],
    ['1.5', false],
    [' 1', false],
    ['১২', false],
    ['1e3', false],
  ])('integer: %j -> %s', (value, ok) => {
    expect(V.isInteger(value)).toBe(ok);
  });

  it.each([
    ['https://example.com/a?b=1', true],
    ['http://localhost:3000', true],
    ['', false],
    ['example.com', false],
    ['javascript:alert(1)', false],
    ['ftp://example.com', false],
    ['https://exa mple.com', false],
    ['http://', false],
  ])('URL: %j -> %s', (value, ok) => {
    expect(V.isUrl(value)).toBe(ok);
  });

  it.each([
    ['192.168.0.1', true],
    ['255.255.255.255', true],
    ['::1', true],
    ['2001:db8::8a2e:370:7334', true],
    ['', false],
    ['256.1.1.1', false],
    ['1.2.3', false],
    [' 1.2.3.4', false],
    ['1:2:3:4:5:6:7:8:9', false],
    ['abc', false],
    ['১.২.৩.৪', false],
  ])('IP: %j -> %s', (value, ok) => {
    expect(V.isIp(value)).toBe(ok);
  });

  it.each([
    ['user_name-1', true],
    ['', false],
    ['user name', false],
    ['user.name', false],
    ['ব্যবহারকারী', false],
  ])('account characters: letters, digits, underscore, hyphen: %j -> %s', (value, ok) => {
    expect(V.isAccountChars(value)).toBe(ok);
  });

  it.each([
    ['abc123', true],
    ['abcde', false],
    ['abcdefghijklm', false],
    ['abc_12', false],
    ['', false],
  ])('account: 6-12 alphanumerics: %j -> %s', (value, ok) => {
    expect(V.isAccount(value)).toBe(ok);
  });

  it.each([
    ['NguyễnVănA', true],
    ['', false],
    ['Nguyễn Văn A', false],
    ['Nguyễn\tA', false],
  ])('VND name has no spaces: %j -> %s', (value, ok) => {
    expect(V.isVndName(value)).toBe(ok);
  });

  it.each([
    ['张三', true],
    ['阿·凡提', true],
    ['', false],
    ['张 三', false],
    ['Zhang', false],
    ['张3', false],
  ])('RMB name must be Chinese characters: %j -> %s', (value, ok) => {
    expect(V.isRmbName(value)).toBe(ok);
  });

  it('digits: ASCII digits only, exact counts', () => {
    expect(V.isDigits('0123')).toBe(true);
    expect(V.isDigits('')).toBe(false);
    expect(V.isDigits('১২৩')).toBe(false);
    expect(V.isDigitCount('1234', 4)).toBe(true);
    expect(V.isDigitCount('123', 4)).toBe(false);
    expect(V.isAlphanumeric('abcXYZ09')).toBe(true);
    expect(V.isAlphanumeric('ab c')).toBe(false);
  });

  it('length counts code points, not UTF-16 units', () => {
    expect(V.isLengthBetween('😀😀😀😀😀', 5, 5)).toBe(true);
    expect(V.isLengthBetween('abcd', 5, 50)).toBe(false);
  });

  it.each([
    ['user.name_1', false, true],
    ['@user', false, false],
    ['@user', true, true],
    ['abcd', false, false],
    ['a'.repeat(51), false, false],
    ['a'.repeat(50), false, true],
    ['us er1', false, false],
    ['ব্যবহারকারী', false, false],
  ])(
    'contact fields: 5-50 of letters, digits, _ . - (@ for telegram and skype): %j allowAt=%s -> %s',
    (value, at, ok) => {
      expect(V.isContactValue(value, at)).toBe(ok);
    },
  );

  it('form values: strings and finite numbers are text, anything else is blank', () => {
    expect(V.asText(12)).toBe('12');
    expect(V.asText(Number.NaN)).toBe('');
    expect(V.asText(null)).toBe('');
    expect(V.asText({})).toBe('');
    expect(V.isBlank('  \n')).toBe(true);
    expect(V.isBlank(' x ')).toBe(false);
  });
});
