import type { OpenModeInput } from '@mfp/shared';

/** This site's open-mode lists (spec 4): pairs forced to a window, pairs shown in a modal, the desktop default. */
export const OPEN_MODE_CONFIG: Pick<OpenModeInput, 'windowPairs' | 'modalPairs' | 'desktopDefault'> = {
  windowPairs: [{ gp_id: 'GPEV' }],
  modalPairs: [{ gp_id: 'GPSB', game_type: 'sport' }],
  desktopDefault: 'window',
};

