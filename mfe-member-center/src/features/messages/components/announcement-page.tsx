import { List } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { announcementMarqueeQuery, useDateFormat } from '@mfp/shared';
import type { Announcement } from '@mfp/shared';
import { useT } from '../../../i18n/use-t';
import { useSite } from '../../../common/use-site';
import { PageState } from '../../../common/page-state';
import { SafeHtml } from '../../../common/safe-html';

type Item = Announcement & { created_at?: string };

/** Web announcements (the member's announcement list), newest order as the server sorts them. */
export function AnnouncementPage() {
  const { t } = useT();
  const { formatDateTime } = useDateFormat();
  const { siteId } = useSite();
  // The same query as the lobby's marquee for a member: one request for both.
  const announcements = useQuery({
    ...announcementMarqueeQuery({ site_id: siteId, sort_field: 'sort', sort_order: 'asc' }, 'member'),
    select: (list) => list as Item[],
  });
  const { data } = announcements;
  const list = data ?? [];
  return (
    <div data-testid="page-Announcement">
      <PageState query={announcements} empty={list.length === 0}>
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
