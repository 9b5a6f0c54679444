import { apiQuery, listOf, orEmpty } from '../api-query';
import { gameListQuery, jackpotQuery, lastPlayingGameQuery } from '../../api/games-queries';
import { myCashQuery } from '../../api/member-queries';
import { agentSettlementQuery } from '../../api/agent-center-queries';
import { CONTENT_STALE_MS, EVENT_FED_STALE_MS, REPORT_STALE_MS } from '../stale-times';
import { JACKPOT_REFRESH_MS } from '../../constants/timers';

const run = <T>(queryFn: unknown): Promise<T> => (queryFn as () => Promise<T>)();

// Server data (CONVENTIONS): query options beside the endpoint, keyed [domain, call, vars(, viewer)].
describe('apiQuery', () => {
  it('keys a query [domain, call, vars], runs the call and keeps its reply data', async () => {
    const call = jest.fn(() => Promise.resolve({ code: 100, message: '', data: { total: 5 } }));
    const options = apiQuery('member')(['myCash', { page: 1 }], call, EVENT_FED_STALE_MS);
    expect(options.queryKey).toEqual(['member', 'myCash', { page: 1 }]);
    expect(options.staleTime).toBe(EVENT_FED_STALE_MS);
    await expect(run(options.queryFn)).resolves.toEqual({ total: 5 });
    expect(call).toHaveBeenCalledTimes(1);
  });

  it('keeps what pick takes of the data', async () => {
    const call = () => Promise.resolve({ code: 100, message: '', data: { list: [1, 2] } });
    const options = apiQuery('agent-center')(['agentStratified'], call, REPORT_STALE_MS, (data) => data.list.length);
    await expect(run(options.queryFn)).resolves.toBe(2);
  });

  it('the named factories keep their keys and stale times', () => {
    expect(myCashQuery().queryKey).toEqual(['member', 'myCash']);
    expect(gameListQuery({ currency: 'BDT' } as never, 'member').queryKey).toEqual([
      'games',
      'gameList',
      { currency: 'BDT' },
      'member',
    ]);
    expect(lastPlayingGameQuery().queryKey).toEqual(['games', 'lastPlayingGame', {}, 'member']);
    expect(agentSettlementQuery().queryKey).toEqual(['agent-center', 'agentSettlement', { period: null }]);
    expect(gameListQuery({} as never, 'visitor').staleTime).toBe(CONTENT_STALE_MS);
    expect(jackpotQuery('BDT').staleTime).toBe(JACKPOT_REFRESH_MS);
  });
});

describe('list picks', () => {
  it('orEmpty gives the list, or an empty one when the server sent none', () => {
    expect(orEmpty([1])).toEqual([1]);
    expect(orEmpty(null)).toEqual([]);
    expect(orEmpty(undefined)).toEqual([]);
  });

  it('listOf gives data.list, or an empty one', () => {
    expect(listOf({ list: ['a'] })).toEqual(['a']);
    expect(listOf({})).toEqual([]);
    expect(listOf(null)).toEqual([]);
  });
});
