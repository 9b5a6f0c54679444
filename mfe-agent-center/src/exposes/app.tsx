import { useState } from 'react';
import type { RemoteExposes } from '@mfp/shared';
import { AgentArea } from '../features/proxy/components/agent-area';
import { AgentCenterRoot } from '../features/proxy/components/agent-center-root';
import type { AgentPage } from '../features/proxy/pages';

/** The agent-center app entry under /proxy; the page comes from `?page=` through the entry rule. */
function AgentCenterApp() {
  const [page, setPage] = useState<AgentPage | 'loading'>('loading');
  return (
    <section data-testid="agent-center" data-page={page} data-build={__MFP_BUILD_VERSION__}>
      <AgentArea>
        <AgentCenterRoot onPage={setPage} />
      </AgentArea>
    </section>
  );
}

export default AgentCenterApp satisfies RemoteExposes['mfe_agent_center']['./app'];
