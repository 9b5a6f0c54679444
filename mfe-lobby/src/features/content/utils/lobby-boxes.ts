import type { ModalName } from '@mfp/shared';

/** The boxes the lobby's overlay renders when the shared modal store opens them (spec 2, modals and boxes). */
export const LOBBY_BOXES: readonly ModalName[] = ['appDownload', 'protocol', 'news', 'discount'];
