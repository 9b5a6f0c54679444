import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { issueCaptcha } from '../../core/captcha';
import type { ServerDeps } from '../../core/deps';
import { issueLoginHeader } from '../../core/login-header';
import { hit } from '../../core/rate-limit';
import { fail, ok } from '../../core/reply';
import { langOf, type Lang } from '../content/localize';
import { CAPTCHA_CODES } from './codes';
import { siteId } from './schemas';

const captchaBody = Type.Object({
  type: Type.Optional(Type.Integer({ minimum: 1, maximum: 2 })),
  site_id: siteId,
});

/** POST /api/captcha, GET /clientCaptcha and GET /api/get_login_header. */
export function captchaRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const issue = async (ip: string, type: number, lang: Lang) => {
    if (!hit(deps.db, `captcha:${ip}`, 1_000, deps.config.limits.captchaPerIpPerSecond)) {
      return fail(101, CAPTCHA_CODES[101]);
    }
    return ok(await issueCaptcha(deps.db, type, lang));
  };
  app.post('/api/captcha', { schema: { tags: ['auth'], body: captchaBody } }, async (request) => {
    const body = request.body as { type?: number };
    return issue(request.clientIp, body.type ?? 1, langOf(request));
  });
  app.get('/clientCaptcha', { schema: { tags: ['own-server'] } }, async (request) => issue(request.clientIp, 1, langOf(request)));
  app.get('/api/get_login_header', { schema: { tags: ['auth'] } }, async () =>
    ok({ [deps.config.loginHeaderName]: issueLoginHeader(deps.db) }),
  );
}
