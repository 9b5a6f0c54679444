import type { ReactNode } from 'react';
import { closeModal, useModalStore, type ModalName } from '@mfp/shared';
import { AsyncView } from '../../../common/components/async-view';
import { SafeHtml } from '../../../common/components/safe-html';
import { useContent } from '../../../common/hooks/use-content';
import type { ContentKind } from '../../../common/utils/content';
import { useT } from '../../../i18n/use-t';
import { AppDownload } from './app-download';

function Box({ name, title, children }: { name: ModalName; title: string; children: ReactNode }) {
  const { t } = useT();
  const onClose = () => closeModal(name);
  return (
    <div className="lb-overlay" role="presentation" onClick={(e) => e.target === e.currentTarget && onClose()} onKeyDown={(e) => e.key === 'Escape' && onClose()}>
      <div className="lb-dialog" role="dialog" aria-modal="true" aria-label={title} data-testid={`lobby-box-${name}`}>
        <header className="lb-dialog__head">
          <h2>{title}</h2>
          <button type="button" className="lb-dialog__close" aria-label={t('common.close')} onClick={onClose} autoFocus>
            ×
          </button>
        </header>
        <div className="lb-dialog__body">{children}</div>
      </div>
    </div>
  );
}

function ItemBody({ kind, id }: { kind: ContentKind; id: string | number }) {
  const { t } = useT();
  const state = useContent(kind);
  return (
    <AsyncView state={state} minHeight={160}>
      {(items) => {
        const item = items.find((i) => String(i.id) === String(id));
        return item ? (
          <>
            <h3>{item.title}</h3>
            <SafeHtml html={item.content} className="lb-rich" />
          </>
        ) : (
          <p>{t('state.not_found')}</p>
        );
      }}
    </AsyncView>
  );
}

/** The boxes the lobby owns (app download, protocol/terms, news, discount), opened by name through the shared modal store. */
export function LobbyBoxes() {
  const { t } = useT();
  const open = useModalStore((s) => s.open);
  return (
    <>
      {open.appDownload ? (
        <Box name="appDownload" title={t('content.app.title')}>
          <AppDownload compact />
        </Box>
      ) : null}
      {open.protocol ? (
        <Box name="protocol" title={t('protocol.title')}>
          <div className="lb-rich" data-testid="lobby-protocol">
            {(['p1', 'p2', 'p3', 'p4'] as const).map((k) => (
              <p key={k}>{t(`protocol.${k}`)}</p>
            ))}
          </div>
        </Box>
      ) : null}
      {open.news ? (
        <Box name="news" title={t('content.news.title')}>
          <ItemBody kind="news" id={open.news.props.id} />
        </Box>
      ) : null}
      {open.discount ? (
        <Box name="discount" title={t('content.discount.title')}>
          <ItemBody kind="discount" id={open.discount.props.id} />
        </Box>
      ) : null}
    </>
  );
}
