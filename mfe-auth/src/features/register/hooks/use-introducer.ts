import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import {
  deriveIntroducer,
  getSiteCookie,
  postCheckAgentDomain,
  postRegisterValidMessage,
  removeSiteCookie,
  resolveError,
  setSiteCookie,
  storeIntroducerLink,
  type Introducer,
  type ResolvedError,
} from '@mfp/shared';
import { siteId } from '../../../common/site';

export interface IntroducerState {
  status: 'checking' | 'ready';
  introducer: Introducer | null;
  /** The currency an agent link, recommend link or agent domain locks. */
  lockedCurrency: string | null;
  /** The currency the query asks for (not a lock). */
  queryCurrency: string | null;
  recommendEnabled: boolean;
  /** A link the server refused (spec 8, links). */
  linkError: ResolvedError | null;
  /** Drops the introducer and its currency lock (the server rejected it). */
  release(): void;
  /** The site's recommend feature is off (registration 107). */
  disableRecommend(): void;
}

interface LinkSources {
  search: string;
  host: string;
  recommendEnabled: boolean;
}

const currencyOf = (data: unknown): string | null => {
  const c = typeof data === 'object' && data !== null ? (data as { currency?: unknown }).currency : null;
  return typeof c === 'string' && c !== '' ? c : null;
};

/** Reads the link, stores it in the link cookies and checks it with the server (spec 4 and 6). */
export async function resolveLink(src: LinkSources): Promise<{
  introducer: Introducer | null;
  lockedCurrency: string | null;
  linkError: ResolvedError | null;
}> {
  const query = new URLSearchParams(src.search);
  const queryId = query.get('id')?.trim() || null;
  const queryInvite = query.get('invite')?.trim() || null;
  if (queryId) storeIntroducerLink('member_agent', queryId);
  else if (queryInvite && src.recommendEnabled) storeIntroducerLink('recommend_code', queryInvite);

  const introducer = deriveIntroducer({
    queryId,
    queryInvite,
    agentCookie: getSiteCookie('agentId'),
    recommendCookie: getSiteCookie('recommendCode'),
    recommendEnabled: src.recommendEnabled,
  });

  if (!introducer) {
    try {
      const domain = (await postCheckAgentDomain({ host: src.host, site_id: siteId() })).data;
      if (domain.is_valid === 1 || domain.is_valid === true) {
        setSiteCookie('agentDomainId', String(domain.agent_id));
        return {
          introducer: { type: 'member_agent', value: String(domain.agent_id) },
          lockedCurrency: domain.currency || null,
          linkError: null,
        };
      }
    } catch {
      // No agent domain: a plain registration.
    }
    return { introducer: null, lockedCurrency: null, linkError: null };
  }

  try {
    const reply = await postRegisterValidMessage(
      introducer.type === 'member_agent'
        ? { site_id: siteId(), agent_id: introducer.value }
        : { site_id: siteId(), recommend_code: introducer.value },
    );
    if (reply.data.is_valid === 1 || reply.data.is_valid === true) {
      return { introducer, lockedCurrency: currencyOf(reply.data), linkError: null };
    }
  } catch {
    // Unknown: treat the link as refused below.
  }
  clearLinkCookies();
  return {
    introducer: null,
    lockedCurrency: null,
    linkError: resolveError('link', introducer.type === 'member_agent' ? 'agent' : 'recommend'),
  };
}

/** Forgets a stored agent or recommend link. */
export function clearLinkCookies(): void {
  removeSiteCookie('registerType');
  removeSiteCookie('agentId');
  removeSiteCookie('recommendCode');
}

/** The introducer of this registration and the currency lock it brings. */
export function useIntroducer(): IntroducerState {
  // The page's address from the router (the same as window.location in the browser, and given on the server).
  const { search } = useLocation();
  const [state, setState] = useState<Omit<IntroducerState, 'release' | 'disableRecommend'>>({
    status: 'checking',
    introducer: null,
    lockedCurrency: null,
    queryCurrency: new URLSearchParams(search).get('currency'),
    recommendEnabled: true,
    linkError: null,
  });

  useEffect(() => {
    let alive = true;
    void resolveLink({ search: window.location.search, host: window.location.host, recommendEnabled: true }).then(
      (link) => {
        if (alive) setState((s) => ({ ...s, ...link, status: 'ready' }));
      },
    );
    return () => {
      alive = false;
    };
  }, []);

  const release = useCallback(() => {
    clearLinkCookies();
    setState((s) => ({ ...s, introducer: null, lockedCurrency: null }));
  }, []);
  const disableRecommend = useCallback(() => {
    removeSiteCookie('recommendCode');
    setState((s) => ({
      ...s,
      recommendEnabled: false,
      ...(s.introducer?.type === 'recommend_code' ? { introducer: null, lockedCurrency: null } : {}),
    }));
  }, []);

  return { ...state, release, disableRecommend };
}
