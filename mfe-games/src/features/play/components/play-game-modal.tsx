import { Modal } from 'antd';
import { Z_INDEX_BASE, useModalStore } from '@mfp/shared';
import { useT } from '../../../i18n/use-t';
import { forceQuit } from '../../../common/play-flow/play-flow';

/** The play-game modal (open mode 'modal'): the game in a frame; closing it force-quits. */
export function PlayGameModal() {
  const { t } = useT();
  const entry = useModalStore((s) => s.open.playGame);
  if (!entry) return null;
  return (
    <Modal
      open
      width="min(1500px, 96vw)"
      title={t('play.title')}
      footer={null}
      zIndex={Z_INDEX_BASE}
      destroyOnHidden
      onCancel={() => void forceQuit()}
    >
      <iframe className="mfg-frame" title={t('play.title')} src={entry.props.url} data-testid="play-game-frame" allow="autoplay; fullscreen" />
    </Modal>
  );
}
