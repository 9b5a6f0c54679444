import { ApiError } from '../api-error';
import { AGENT_CENTER_CODES } from '../../errors/agent-center';
import * as api from '../agent-center';
import { installFakeClient, ok } from './fake-adapter';

const { calls, answer } = installFakeClient('bn_BD');

const body = (i = 0): unknown => {
  const data = calls[i]!.data;
  return typeof data === 'string' ? JSON.parse(data) : data;
};

type Row = [string, () => Promise<unknown>, string, unknown];
const rows: Row[] = [
  ['postAgentPlan', () => api.postAgentPlan('USD'), '/api/arks/web/agent/plan', { currency: 'USD' }],
  ['postAgentPlan (no currency)', () => api.postAgentPlan(), '/api/arks/web/agent/plan', {}],
  ['postAgentAgreement', () => api.postAgentAgreement(), '/api/arks/web/agent/agreement', {}],
  ['postAgentApply', () => api.postAgentApply({ contact: 'tg', note: 'hi' }), '/api/arks/web/agent/apply', { contact: 'tg', note: 'hi' }],
  ['postApplyForAgentStatus (self)', () => api.postApplyForAgentStatus(), '/api/member/apply_for_agent/check', { apply_agent_flag: 0 }],
  ['postApplyForAgentStatus (agent)', () => api.postApplyForAgentStatus(10003), '/api/member/apply_for_agent/check', { agent_id: 10003, apply_agent_flag: 0 }],
  ['postAgentLevelNames', () => api.postAgentLevelNames(), '/api/arks/web/agent-level-rename', {}],
  [
    'postAgentDownline',
    () => api.postAgentDownline({ page: 2, count: 10, member_account: 'ab' }),
    '/api/arks/web/agent/downline',
    { page: 2, count: 10, member_account: 'ab' },
  ],
  ['postAgentPromotion', () => api.postAgentPromotion(), '/api/arks/web/agent/promotion', {}],
  [
    'postAgentOperation',
    () => api.postAgentOperation({ start_date: '2024-01-01', end_date: '2024-01-31' }),
    '/api/arks/web/agent/operation',
    { start_date: '2024-01-01', end_date: '2024-01-31' },
  ],
  ['postAgentStratified', () => api.postAgentStratified({ end_date: '2024-01-31' }), '/api/arks/web/agent/stratified', { end_date: '2024-01-31' }],
  [
    'postAgentTransfer',
    () => api.postAgentTransfer({ member_account: 'demo', amount: 5, withdraw_password: '1234' }),
    '/api/arks/web/agent/transfer',
    { member_account: 'demo', amount: 5, withdraw_password: '1234' },
  ],
  ['postAgentSettlement (period)', () => api.postAgentSettlement('2024-02'), '/api/arks/web/agent/settlement', { period: '2024-02' }],
  ['postAgentSettlement (last months)', () => api.postAgentSettlement(), '/api/arks/web/agent/settlement', {}],
];

describe('agent-center calls (server agent module)', () => {
  test.each(rows)('%s posts to its path with its body and the request language', async (_name, call, url, expected) => {
    await call();
    expect(calls).toHaveLength(1);
    expect(calls[0]!.method).toBe('post');
    expect(calls[0]!.url).toBe(url);
    expect(body()).toEqual(expected);
    expect(calls[0]!.headers.get('lang')).toBe('bn_BD');
  });

  test('reads are retried once on a 503; the transfer is never retried', async () => {
    answer({ status: 503 });
    await expect(api.postAgentDownline({})).rejects.toBeInstanceOf(ApiError);
    expect(calls).toHaveLength(2);
    calls.length = 0;
    await expect(api.postAgentTransfer({ member_account: 'x', amount: 1, withdraw_password: '1234' })).rejects.toBeInstanceOf(ApiError);
    expect(calls).toHaveLength(1);
  });

  test('an agent code (304 not in downline) rejects with that code and the server message', async () => {
    answer({ body: { code: AGENT_CENTER_CODES.notInDownline, message: 'Member not found in your downline', data: null } });
    const error = await api.postAgentTransfer({ member_account: 'x', amount: 1, withdraw_password: '1234' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe(304);
    expect((error as ApiError).message).toBe('Member not found in your downline');
  });

  test('the reply data comes back typed as sent', async () => {
    answer(ok({ list: [{ agent_level: 1, name: 'Bronze' }] }));
    const r = await api.postAgentLevelNames();
    expect(r.data.list[0]).toEqual({ agent_level: 1, name: 'Bronze' });
  });
});
