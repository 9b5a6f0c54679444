import { editableContactFields, postRegisterSettings, type EditableContactField } from '@mfp/shared';
import { useLoad } from '../../../common/use-load';
import { useSite } from '../../../common/use-site';

/** The contact-app fields this member may edit (register settings of the currency, is_member_center 1). */
export function useContactFields(currency: string | undefined) {
  const { siteId } = useSite();
  return useLoad<EditableContactField[]>(
    () =>
      currency
        ? postRegisterSettings(siteId).then((r) => editableContactFields(r.data.list, currency))
        : Promise.resolve([]),
    [siteId, currency],
  );
}
