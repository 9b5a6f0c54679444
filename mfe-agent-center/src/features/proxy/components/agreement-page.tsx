import { Card } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { agentAgreementQuery, sanitizeHtml } from '@mfp/shared';
import { useT } from '../../../i18n/use-t';
import { loadedView } from '../utils/loaded-view';
import { EmptyState, ErrorState, Loading } from './state-views';

/** The agent agreement (server HTML in the page language, sanitised). */
export function AgreementPage() {
  const { t } = useT();
  const agreement = loadedView(useQuery(agentAgreementQuery()));
  let body;
  if (agreement.error) body = <ErrorState error={agreement.error} onRetry={agreement.reload} />;
  else if (agreement.loading) body = <Loading />;
  else if (!agreement.data) body = <EmptyState />;
  else body = <div className="agent-html" dangerouslySetInnerHTML={{ __html: sanitizeHtml(agreement.data) }} />;
  return (
    <Card title={t('agreement.title')} data-testid="agent-agreement">
      {body}
    </Card>
  );
}
