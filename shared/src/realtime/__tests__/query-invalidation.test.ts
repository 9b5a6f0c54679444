import { createQueryClient } from '../../query/query-client';
import { invalidateForEvent, QUERY_INVALIDATION } from '../query-invalidation';
import type { RealtimeEventName } from '../events';

// Spec 4, real-time events: each event makes exactly the queries showing its data out of date.
const CACHED = [
  ['member', 'myCash'],
  ['member', 'letterList', { active: 0, language: 'en_US', site_id: 1 }],
  ['member', 'letterList', { active: 1, language: 'en_US', site_id: 1 }],
  ['member', 'memberProfile'],
  ['content', 'carouselPicture', { site_id: 1, use_type: 1 }],
  ['content', 'announcementMarquee', { site_id: 1, sort_field: 'sort', sort_order: 'asc' }],
  ['games', 'gameList', { currency: 'BDT' }],
] as const;

function staleAfter(event: RealtimeEventName): string[] {
  const client = createQueryClient();
  for (const key of CACHED) client.setQueryData(key, { cached: true });
  void invalidateForEvent(client, event);
  return client
    .getQueryCache()
    .getAll()
    .filter((q) => q.state.isInvalidated)
    .map((q) => `${String(q.queryKey[0])}.${String(q.queryKey[1])}`)
    .sort();
}

describe('spec 4 real-time events invalidate the queries of their data', () => {
  const cases: [RealtimeEventName, string[]][] = [
    ['member-cash', ['member.myCash']],
    ['all-transfer-back', ['member.myCash']],
    ['letter', ['member.letterList', 'member.letterList']],
    ['carousel', ['content.carouselPicture']],
    ['marquee', ['content.announcementMarquee']],
    ['profile-updated', ['member.memberProfile']],
    ['game-url', []],
    ['deposit-success', []],
  ];
  it.each(cases)('%s makes stale exactly %j', (event, stale) => {
    expect(staleAfter(event)).toEqual(stale);
  });

  it('names only events of the real-time contract', () => {
    expect(Object.keys(QUERY_INVALIDATION).sort()).toEqual(
      ['all-transfer-back', 'carousel', 'letter', 'marquee', 'member-cash', 'profile-updated', 'safer-play-settings'].sort(),
    );
  });
});
