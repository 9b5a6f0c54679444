import { List } from 'antd';
import { postAnnouncementMarquee, useDateFormat } from '@mfp/shared';
import type { Announcement } from '@mfp/shared';
import { useT } from '../../../i18n/use-t';
import { useSite } from '../../../common/use-site';
import { useLoad } from '../../../common/use-load';
import { PageState } from '../../../common/page-state';
import { SafeHtml } from '../../../common/safe-html';

type Item = Announcement & { created_at?: string };

/** Web announcements (the member's announcement list), newest order as the server sorts them. */
export function AnnouncementPage() {
  const { t } = useT();
  const { formatDateTime } = useDateFormat();
  const { siteId, language } = useSite();
  const { data, loading, error, reload } = useLoad(
    () => postAnnouncementMarquee({ site_id: siteId, sort_field: 'sort', sort_order: 'asc' }).then((r) => r.data.web_announcement_list as Item[]),
    [siteId, language],
  );
  const list = data ?? [];
  return (
    <div data-testid="page-Announcement">
      <PageState loading={loading} error={error} empty={list.length === 0} onRetry={reload}>
        <List
          aria-label={t('menu.web_announcement')}
          dataSource={list}
          renderItem={(a, i) => (
            <List.Item key={a.id ?? i}>
              <List.Item.Meta description={formatDateTime(a.created_at)} title={<SafeHtml html={a.content ?? ''} />} />
            </List.Item>
          )}
        />
      </PageState>
    </div>
  );
}
