/** Channel names on the wire, as the front-end subscribes to them. */
export const CHANNELS = {
  webMember: 'web_member',
  webApi: (currency: string) => `web_api.${currency}`,
  /** Laravel's private member.{id}; Pusher prefixes private channels with `private-`. */
  member: (memberId: number | string) => `private-member.${memberId}`,
} as const;

/** The member id of a `private-member.{id}` channel, or null. */
export function memberIdOfChannel(channel: string): number | null {
  const m = /^private-member\.(\d{1,15})$/.exec(channel);
  return m?.[1] ? Number(m[1]) : null;
}
