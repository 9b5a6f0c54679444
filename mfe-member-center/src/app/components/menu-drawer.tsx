import { Drawer } from 'antd';
import { useT } from '../../i18n/use-t';
import { MemberMenu } from '../../features/menu/components/member-menu';

/** The phone's menu drawer: antd, loaded the first time the menu is opened. */
export function MenuDrawer({ basePath, open, onClose }: { basePath: string; open: boolean; onClose: () => void }) {
  const { t } = useT();
  return (
    <Drawer open={open} onClose={onClose} placement="left" title={t('title')} size="default">
      <MemberMenu basePath={basePath} onNavigate={onClose} />
    </Drawer>
  );
}
