import { App } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postCancelLimit, postSetLimit, saferLimitsQuery } from '@mfp/shared';
import type { LimitKind, LimitPeriod, LimitView } from '@mfp/shared';
import { useT } from '../../../i18n/use-t';
import { useErrorText } from '../../../common/use-error-text';

/** Setting, removing and cancelling a limit: each says what it did, or why not, and reads the limits again. */
export function useLimitChange(kind: LimitKind, period: LimitPeriod) {
  const { t } = useT();
  const { message } = App.useApp();
  const errorText = useErrorText();
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: saferLimitsQuery().queryKey });
  const set = useMutation({
    mutationFn: (amount: number | null) => postSetLimit({ kind, period, amount }),
    onSuccess: async (r) => {
      await refresh();
      void message.success(t(`safer.change.${r.data.change}`));
    },
    onError: (e) => void message.error(errorText(e)),
  });
  const cancel = useMutation({
    mutationFn: () => postCancelLimit({ kind, period }),
    onSuccess: async () => {
      await refresh();
      void message.success(t('safer.change.cancelled'));
    },
    onError: async (e) => {
      await refresh();
      void message.error(errorText(e));
    },
  });
  return { set, cancel };
}

export type { LimitView };
