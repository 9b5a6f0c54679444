import { useEffect, useMemo, useState } from 'react';
import {
  DISPLAY_LOCATION,
  popupCloseActions,
  bulletinQuery,
  postBulletinHide,
  viewerOf,
  visiblePopupItems,
  type BulletinItem,
  type BulletinPayload,
  type PopupCloseRecord,
} from '@mfp/shared';
import { useQuery } from '@tanstack/react-query';
import { useSite } from '../../../common/hooks/use-site';
import { onCloseRecord, readCloseRecord, writeCloseRecord } from '../utils/close-record';

export interface PopupPromotion {
  /** What shows on its own now. */
  items: BulletinItem[];
  /** Every item for this device (when another area asks for the box). */
  all: BulletinItem[];
  close(): Promise<void>;
}

/** The pop-up promotion (spec 4): the visitor or member list for this device; shown by login state, device, close time and update time. */
export function usePopupPromotion(now: () => number = Date.now): PopupPromotion {
  const site = useSite();
  const body: BulletinPayload = {
    site_id: site.siteId,
    display_device: site.deviceNumber,
    display_location: DISPLAY_LOCATION.default,
  };
  const state = useQuery(bulletinQuery(body, viewerOf(site.isLoggedIn)));
  const [closed, setClosed] = useState<PopupCloseRecord | null>(() => readCloseRecord());
  useEffect(() => onCloseRecord(setClosed), []);
  const [items, all] = useMemo(() => {
    const input = { items: state.data?.list ?? [], isDesktop: site.isDesktop, isLoggedIn: site.isLoggedIn };
    return [visiblePopupItems({ ...input, closed }), visiblePopupItems({ ...input, closed: null })];
  }, [state.data, site.isDesktop, site.isLoggedIn, closed]);
  const close = async () => {
    const actions = popupCloseActions(site.isLoggedIn, state.data?.display_frequency);
    const record = { at: now(), loggedIn: site.isLoggedIn };
    writeCloseRecord(record);
    setClosed(record);
    if (actions.hideAndReload) {
      await postBulletinHide(body).catch(() => undefined);
      await state.refetch();
    }
  };
  return { items, all, close };
}
