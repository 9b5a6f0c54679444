import { useQuery } from '@tanstack/react-query';
import { registerSettingsQuery } from '@mfp/shared';
import { editableContactFields } from '@mfp/shared/validation';
import { useSite } from '../../../common/use-site';

/** The contact-app fields this member may edit (register settings of the currency, is_member_center 1). */
export function useContactFields(currency: string | undefined) {
  const { siteId } = useSite();
  return useQuery({
    ...registerSettingsQuery(siteId),
    enabled: currency !== undefined,
    select: (list) => (currency ? editableContactFields(list, currency) : []),
  });
}
