import { useEffect, useMemo } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { agentLevelNamesQuery, getSiteCookie, openModal } from '@mfp/shared';
import { usePageNonce } from '@mfp/shared/theme';
import { useT } from '../../../i18n/use-t';
import { AgentContext } from '../hooks/use-agent-context';
import { useAgentSession } from '../hooks/use-agent-session';
import { useTopOnPageChange } from '../hooks/use-top-on-page-change';
import { loadedView } from '../utils/loaded-view';
import { centerPage, requestedPage, type AgentPage } from '../pages';
import { proxyLinkPage, resolveEntry } from '../utils/entry-rule';
import { AREA_CSS } from './area-styles';
import { AgreementPage } from './agreement-page';
import { LoginRequired } from './login-required';
import { PlanPage } from './plan-page';
import { ProxyCenter } from './proxy-center';
import { RegisterPage } from './register-page';
import { ErrorState, Loading } from './state-views';

/** The agent area: resolves the page by the entry rule and renders it. */
export function AgentCenterRoot({ onPage }: { onPage: (page: AgentPage) => void }) {
  const { t } = useT();
  const nonce = usePageNonce();
  const location = useLocation();
  const navigate = useNavigate();
  const session = useAgentSession();
  const member = session.status === 'member' ? session.member : null;
  const requested = requestedPage(location.search);
  const decision = resolveEntry(requested, member);
  const settled = session.status === 'member' || session.status === 'visitor';

  useEffect(() => {
    if (settled) onPage(decision.page);
  }, [settled, decision.page, onPage]);
  useEffect(() => {
    if (settled && decision.redirect) navigate(`?page=${decision.page}`, { replace: true });
  }, [settled, decision.redirect, decision.page, navigate]);
  useEffect(() => {
    if (settled && decision.needsLogin) openModal('loginRequired');
  }, [settled, decision.needsLogin]);
  useTopOnPageChange(decision.page);

  const names = loadedView(useQuery({ ...agentLevelNamesQuery(), enabled: settled && decision.fetchLevelNames }));
  const site = getSiteCookie('currency');
  const context = useMemo(
    () => ({
      member,
      currency: member?.member_currency ?? (typeof site === 'string' && site ? site : 'BDT'),
      levelNames: new Map((decision.fetchLevelNames ? (names.data ?? []) : []).map((l) => [l.agent_level, l.name] as const)),
    }),
    [member, site, names.data, decision.fetchLevelNames],
  );

  const tabs: AgentPage[] = ['Plan', 'Agreement', proxyLinkPage(member)];
  const current = centerPage(decision.page) ? 'ProxyCenter' : decision.page;
  let view;
  if (session.status === 'loading') view = <Loading />;
  else if (session.status === 'error') view = <ErrorState error={session.error} onRetry={session.retry} />;
  else if (decision.needsLogin) view = <LoginRequired />;
  else {
    const sub = centerPage(decision.page);
    if (sub) view = <ProxyCenter page={sub} />;
    else if (decision.page === 'Agreement') view = <AgreementPage />;
    else if (decision.page === 'Register') view = <RegisterPage />;
    else view = <PlanPage />;
  }

  return (
    <AgentContext.Provider value={context}>
      <style nonce={nonce}>{AREA_CSS}</style>
      <div className="agent-root">
        <h1>{t('title')}</h1>
        <nav className="agent-tabs" aria-label={t('title')}>
          {tabs.map((p) => (
            <Link key={p} to={`?page=${p}`} aria-current={current === p ? 'page' : undefined}>
              {t(`pages.${p}`)}
            </Link>
          ))}
        </nav>
        {view}
      </div>
    </AgentContext.Provider>
  );
}
