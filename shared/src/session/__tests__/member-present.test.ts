import { requestStartContext } from '../../flows/start-context';
import { COOKIE_NAMES, MEMBER_PRESENT_COOKIE_DAYS } from '../../constants/cookies';
import { isMemberPresent, markMemberPresent } from '../member-present';

// The member-present cookie says only that a member is here; the token stays in storage (spec 3).
const SITE = { languages: ['en_US', 'bn_BD'], currencies: ['BDT'] };

describe('the member-present cookie', () => {
  it('is set to 1, path /, SameSite Lax, for MEMBER_PRESENT_COOKIE_DAYS, and carries nothing else', () => {
    const jar = { cookie: '' };
    markMemberPresent(true, jar);
    expect(COOKIE_NAMES.memberPresent).toBe('mfp_member');
    expect(jar.cookie).toMatch(/^mfp_member=1; Path=\/; Max-Age=(\d+); Expires=[^;]+; SameSite=Lax$/);
    expect(jar.cookie).toContain(`Max-Age=${MEMBER_PRESENT_COOKIE_DAYS * 86_400}`);
  });

  it('is cleared (expired at once) on logout', () => {
    const jar = { cookie: '' };
    markMemberPresent(false, jar);
    expect(jar.cookie).toMatch(/^mfp_member=; Path=\/; Max-Age=0/);
  });

  it('is read from a Cookie header: 1 is a member, anything else or nothing is not', () => {
    expect(isMemberPresent('i18n_redirected=bn_BD; mfp_member=1')).toBe(true);
    expect(isMemberPresent('mfp_member=0')).toBe(false);
    expect(isMemberPresent('mfp_member=tok_abc')).toBe(false);
    expect(isMemberPresent('')).toBe(false);
    expect(isMemberPresent(undefined)).toBe(false);
  });

  it("is part of a request's start context only when set", () => {
    expect(requestStartContext('mfp_member=1', {}, SITE).member).toBe(true);
    expect(requestStartContext('', {}, SITE)).not.toHaveProperty('member');
  });
});
