import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ServerDeps } from '../../core/deps';
import type { MemberRow } from '../../core/members';
import { createSession, otherDeviceSessions } from '../../core/session';
import { CHANNELS } from '../../realtime/channels';
import { REALTIME_EVENTS } from '../../realtime/events';

export interface DeviceMeta {
  udid?: string | undefined;
  device?: string | undefined;
  remote_addr?: string | undefined;
}

/**
 * Opens a session for the member, answers the token in the `authorization` header and, when the
 * member is already logged in on another device, tells that device through a 'login' event.
 */
export async function completeLogin(
  deps: ServerDeps,
  member: MemberRow,
  meta: DeviceMeta,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const udid = meta.udid ? meta.udid : null;
  const elsewhere = otherDeviceSessions(deps, member.id, udid) > 0;
  const token = createSession(deps, member.id, { udid: udid ?? undefined, ip: request.clientIp, device: meta.device });
  if (elsewhere) {
    await deps.broadcaster.publish(CHANNELS.member(member.id), REALTIME_EVENTS.login, { token: `Bearer ${token}`, member_id: member.id });
  }
  reply.header('authorization', `Bearer ${token}`);
  return {
    member_id: member.id,
    member_account: member.member_account,
    member_currency: member.member_currency,
    member_type: member.member_type,
    agent_type: member.agent_type,
    token: `Bearer ${token}`,
  };
}
