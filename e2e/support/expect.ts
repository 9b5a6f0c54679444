import { expect as baseExpect } from '@playwright/test';

/** The machine is shared by parallel suites: give the site time to answer. */
export const expect = baseExpect.configure({ timeout: 30_000 });
