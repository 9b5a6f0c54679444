/** Agent-center pages of spec section 2; ProxyCenter holds the sub-pages. */
export const PUBLIC_PAGES = ['Plan', 'Agreement', 'Register'] as const;
export const PROXY_CENTER_PAGES = [
  'DownlineInfo',
  'Promotion',
  'OperationTable',
  'StratifiedTable',
  'Transfer',
  'PerformanceSettlement',
] as const;
export type ProxyCenterPage = (typeof PROXY_CENTER_PAGES)[number];
export type AgentPage = (typeof PUBLIC_PAGES)[number] | 'ProxyCenter' | ProxyCenterPage;

const ALL: readonly string[] = [...PUBLIC_PAGES, 'ProxyCenter', ...PROXY_CENTER_PAGES];

/** The page asked for by `?page=`, null when absent or unknown (the bare proxy link). */
export function requestedPage(search: string): AgentPage | null {
  const page = new URLSearchParams(search).get('page');
  return page !== null && ALL.includes(page) ? (page as AgentPage) : null;
}

/** The ProxyCenter sub-page to show: ProxyCenter itself opens DownlineInfo. */
export function centerPage(page: AgentPage): ProxyCenterPage | null {
  if (page === 'ProxyCenter') return 'DownlineInfo';
  return (PROXY_CENTER_PAGES as readonly string[]).includes(page) ? (page as ProxyCenterPage) : null;
}
