import type { ReactNode } from 'react';
import { shownError } from '@mfp/shared';
import { useT } from '../../i18n/use-t';

/** What the view reads of a query result (useQuery's data, error and refetch). */
export interface QueryView<T> {
  data: T | undefined;
  error: unknown;
  refetch: () => unknown;
}

interface Props<T> {
  state: QueryView<T>;
  isEmpty?: (data: T) => boolean;
  /** Height kept while loading, so nothing below jumps. */
  minHeight?: number;
  /** Shown while loading instead of the spinner: the content's own shape and size (no shift when it arrives). */
  skeleton?: ReactNode;
  testId?: string;
  children: (data: T) => ReactNode;
}

/** Loading, empty and error states around a query; the error offers a retry (refetch). */
export function AsyncView<T>({ state, isEmpty, minHeight = 120, skeleton, testId, children }: Props<T>) {
  const { t } = useT();
  if (shownError(state) && state.data === undefined) {
    return (
      <div className="lb-state lb-state--error" role="alert" style={{ minHeight }} data-testid={testId && `${testId}-error`}>
        <p>{t('state.error')}</p>
        <button type="button" className="lb-button" onClick={() => void state.refetch()}>
          {t('state.retry')}
        </button>
      </div>
    );
  }
  if (state.data === undefined && skeleton) {
    return (
      <div className="lb-skeleton" aria-busy="true" data-testid={testId && `${testId}-loading`}>
        {skeleton}
        <span className="lb-visually-hidden">{t('state.loading')}</span>
      </div>
    );
  }
  if (state.data === undefined) {
    return (
      <div className="lb-state lb-state--loading" aria-busy="true" style={{ minHeight }} data-testid={testId && `${testId}-loading`}>
        <span className="lb-spinner" aria-hidden="true" />
        <span className="lb-visually-hidden">{t('state.loading')}</span>
      </div>
    );
  }
  if (isEmpty?.(state.data)) {
    return (
      <div className="lb-state lb-state--empty" style={{ minHeight }} data-testid={testId && `${testId}-empty`}>
        <p>{t('state.empty')}</p>
      </div>
    );
  }
  return <>{children(state.data)}</>;
}
