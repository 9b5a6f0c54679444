import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '@mfp/shared';

let i18n: ReturnType<typeof createI18n> | undefined;

/** Renders `ui` under one en_US shared i18n instance per test file (the host's boxes read `common`). */
export function renderInEnglish(ui: ReactElement): RenderResult {
  i18n ??= createI18n('en_US');
  return render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>);
}
