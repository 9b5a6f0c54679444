import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { ServerDeps } from '../../core/deps';
import { decryptHandoff } from '../../core/handoff';
import { findMemberById } from '../../core/members';
import { fail, ok } from '../../core/reply';
import { memberIdForToken } from '../../core/session';
import { Str } from './schemas';

/** POST /get_info_data {enc} and POST /check_iframe {url}: own-server routes at the root. */
export function ownServerRoutes(app: FastifyInstance, deps: ServerDeps): void {
  app.post(
    '/get_info_data',
    { schema: { tags: ['own-server'], body: Type.Object({ enc: Str(4096) }) } },
    async (request) => {
      const { enc } = request.body as { enc: string };
      const payload = decryptHandoff(deps.config.handoffKey, enc);
      // The token inside must still be live and belong to the member named.
      const live = payload ? memberIdForToken(deps, payload.tk.replace(/^Bearer\s+/i, '')) : null;
      const member = payload && live === payload.member_id ? findMemberById(deps.db, live) : undefined;
      if (!payload || !member || member.status === 'disabled') return fail(101, 'Invalid or expired hand-off');
      return ok(
        JSON.stringify({
          tk: payload.tk,
          member_id: String(member.id),
          member_account: member.member_account,
          member_currency: member.member_currency,
        }),
      );
    },
  );

  app.post(
    '/check_iframe',
    { schema: { tags: ['own-server'], body: Type.Object({ url: Str(2048) }) } },
    async (request) => {
      const { url } = request.body as { url: string };
      let allowed = false;
      try {
        const parsed = new URL(url);
        allowed = parsed.protocol === 'https:' || parsed.protocol === 'http:';
      } catch {
        allowed = false;
      }
      return ok({ is_allowed: allowed ? 1 : 0 });
    },
  );
}
