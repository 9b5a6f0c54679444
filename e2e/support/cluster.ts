import { expect } from '@playwright/test';
import type { PusherApp } from './pusher-client';
import { PORT_BASE } from './remotes';

/** The cluster run's ports in this port block (host-server/cluster/cluster-ports.ts). */
export const CLUSTER = {
  front: PORT_BASE,
  hosts: { a: PORT_BASE + 10, b: PORT_BASE + 11 },
  socketFront: PORT_BASE + 3001,
  soketi: { a: PORT_BASE + 3011, b: PORT_BASE + 3012 },
  control: PORT_BASE + 3030,
} as const;

export type Member = 'host-a' | 'host-b' | 'soketi-a' | 'soketi-b' | 'redis' | 'nginx';

/** The soketi app of the run (playwright.config.ts hands PUSHER_APP_SECRET to the run and to the workers). */
export function pusherApp(): PusherApp {
  const secret = process.env.PUSHER_APP_SECRET;
  if (!secret)
    throw new Error(
      'PUSHER_APP_SECRET is not set: run the suite through playwright.config.ts with MFP_CLUSTER=1',
    );
  return { appId: process.env.PUSHER_APP_ID ?? 'mfp', key: process.env.PUSHER_APP_KEY ?? 'mfp-key', secret };
}

/** Crashes a member of the cluster (SIGKILL) or starts it again, through the run's loopback control server. */
export async function cluster(action: 'kill' | 'start', member: Member): Promise<void> {
  const res = await fetch(`http://127.0.0.1:${CLUSTER.control}/${action}/${member}`, { method: 'POST' });
  expect(res.status, await res.text()).toBe(200);
}

/** Which members run now. */
export async function clusterStatus(): Promise<Record<Member, boolean>> {
  return (await (await fetch(`http://127.0.0.1:${CLUSTER.control}/status`)).json()) as Record<
    Member,
    boolean
  >;
}

/** Starts every member that is down (each spec leaves the cluster whole for the next). */
export async function healCluster(): Promise<void> {
  const status = await clusterStatus();
  for (const [member, running] of Object.entries(status) as [Member, boolean][])
    if (!running) await cluster('start', member);
}
