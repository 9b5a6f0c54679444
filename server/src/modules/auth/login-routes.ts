import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { validateForm } from '@mfp/shared/validation/field-checks';
import { loginChecks } from '@mfp/shared/validation/login';
import { LOGIN_WAIT_FIELD, loginWaitSeconds } from '@mfp/shared/errors';
import { accountWaitMs, clearAccountFailures, recordAccountFailure } from '../../core/account-throttle';
import { consumeCaptcha } from '../../core/captcha';
import type { ServerDeps } from '../../core/deps';
import { consumeLoginHeader } from '../../core/login-header';
import { findMemberByAccount } from '../../core/members';
import { ipLoginCode } from '../../core/net';
import { verifyPasswordAsync } from '../../core/passwords';
import { hit } from '../../core/rate-limit';
import { fail, ok } from '../../core/reply';
import { readToken, revokeSession } from '../../core/session';
import { LOGIN_CODES } from './codes';
import { openChallenge } from './double-validation-routes';
import { completeLogin } from './login-flow';
import { nowMs } from '../../core/clock';
import { loginRefusal } from '../safer-play/refusals';
import { deviceInfo, siteId, Str } from './schemas';

const loginBody = Type.Object({
  account: Str(64),
  password: Str(64),
  site_id: siteId,
  answer: Type.Optional(Str(16)),
  captcha_token: Type.Optional(Str(128)),
  ...deviceInfo,
});

type LoginBody = { account: string; password: string; answer?: string; captcha_token?: string; udid?: string; device?: string; remote_addr?: string };

const failLogin = (code: keyof typeof LOGIN_CODES, data: unknown = null) => fail(code, LOGIN_CODES[code], data);

/** 106 of an account under its failed-login delay: the wait in the message and, for the form, in the data. */
const accountDelayed = (waitMs: number) => {
  const seconds = loginWaitSeconds(waitMs);
  return fail(106, `Too many failed logins for this account: try again in ${seconds} s`, { [LOGIN_WAIT_FIELD]: seconds });
};

export function loginRoutes(app: FastifyInstance, deps: ServerDeps): void {
  app.post(
    '/api/login',
    { schema: { tags: ['auth'], body: loginBody }, config: { validationCode: 101 } },
    async (request, reply) => {
      const body = request.body as LoginBody;
      const missing = validateForm(loginChecks(), body as unknown as Record<string, unknown>);
      if (missing.account || missing.password) return failLogin(101);
      if (missing.answer) return failLogin(105);
      if (!consumeLoginHeader(deps.db, request.headers[deps.config.loginHeaderName])) return failLogin(104);
      if (!consumeCaptcha(deps.db, body.captcha_token, body.answer)) return failLogin(105);
      // An account under a growing delay answers the per-IP limit's code (spec 8 has no other "too many attempts"
      // login code) but says so, with the seconds left, which the form shows (shared LOGIN_ERRORS). Checked
      // first, it spends none of the IP's budget: other players behind that IP still log in.
      const waitMs = accountWaitMs(deps.db, body.account, deps.config.limits.loginPerAccount);
      if (waitMs > 0) return accountDelayed(waitMs);
      if (!hit(deps.db, `login:${request.clientIp}`, 60_000, deps.config.limits.loginPerIpPerMinute)) return failLogin(106);
      const ipCode = ipLoginCode(deps, request.clientIp, body.remote_addr);
      if (ipCode !== null) return failLogin(ipCode in LOGIN_CODES ? (ipCode as keyof typeof LOGIN_CODES) : 106);

      // Counted as a failure before the (async) password check, so parallel guesses cannot all pass the delay check.
      recordAccountFailure(deps.db, body.account);
      const member = findMemberByAccount(deps.db, body.account.trim());
      if (!member || !(await verifyPasswordAsync(body.password, member.password_hash))) return failLogin(101);
      clearAccountFailures(deps.db, body.account);
      if (member.status === 'disabled') return failLogin(102);
      if (member.status === 'frozen') return failLogin(103);
      // A time-out or self-exclusion refuses the login, after the password so the break is told only to the member.
      const onBreak = loginRefusal(deps.db, member.id, nowMs(deps));
      if (onBreak) return onBreak;

      if (member.login_check === 'withdraw_password') {
        return failLogin(802, openChallenge(deps, member, 802, body.udid));
      }
      if (member.login_check === 'device' && (body.udid ?? '') !== (member.trusted_udid ?? '')) {
        return failLogin(107, openChallenge(deps, member, 107, body.udid));
      }
      return ok(await completeLogin(deps, member, body, request, reply));
    },
  );

  app.post('/api/logout', { schema: { tags: ['auth'] } }, async (request) => {
    const token = readToken(request);
    if (token) revokeSession(deps, token);
    return ok(null);
  });
}
