import type { Page } from '@playwright/test';

/**
 * Resolves once the page's socket has joined the member's private channel (soketi's subscription_succeeded):
 * an event the server sends the member before that moment reaches no window. Call it before the navigation
 * whose socket it watches, await it after.
 */
export function memberChannelJoined(page: Page, memberId: number | string): Promise<void> {
  const channel = `"private-member.${memberId}"`;
  return new Promise<void>((resolve) =>
    page.on('websocket', (ws) =>
      ws.on('framereceived', (f) => {
        const frame = String(f.payload);
        if (frame.includes('pusher_internal:subscription_succeeded') && frame.includes(channel)) resolve();
      }),
    ),
  );
}
