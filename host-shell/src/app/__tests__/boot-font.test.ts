import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SITE_FONT_FAMILY } from '@mfp/shared/theme';

describe('the boot screen is set in the site font before any script (index.html repeats SITE_FONT_FAMILY)', () => {
  it('uses the same stack as the antd theme', () => {
    const html = readFileSync(join(__dirname, '../../../index.html'), 'utf8');
    const inline = /font-family:([^;}]+)/.exec(html)?.[1];
    const squash = (s: string) => s.replace(/\s+/g, '');
    expect(squash(inline ?? '')).toBe(squash(SITE_FONT_FAMILY));
  });
});
