import type { ModalName } from '@mfp/shared';

/** The boxes the host renders itself (HostModals); kept apart so asking for one does not load antd early. */
export const HOST_MODALS: readonly ModalName[] = ['maintenance', 'loginRequired'];
