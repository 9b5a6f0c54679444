import { theme } from 'antd';
import { SITE_ANTD_THEME, SITE_COLORS } from '../site-theme';

describe('the site antd theme (one dark theme for host boxes and remotes)', () => {
  it('uses the dark algorithm and the site palette', () => {
    expect(SITE_ANTD_THEME.algorithm).toBe(theme.darkAlgorithm);
    expect(SITE_ANTD_THEME.token).toMatchObject({ colorPrimary: SITE_COLORS.primary, colorBgElevated: SITE_COLORS.bgElevated });
  });
  it('derives dark surfaces: the elevated background (modals) is dark, the text light', () => {
    const token = theme.getDesignToken(SITE_ANTD_THEME);
    const lum = (hex: string) => parseInt(hex.slice(1, 3), 16) + parseInt(hex.slice(3, 5), 16) + parseInt(hex.slice(5, 7), 16);
    expect(token.colorBgElevated.toLowerCase()).toBe(SITE_COLORS.bgElevated);
    expect(lum(token.colorBgElevated)).toBeLessThan(200);
    expect(lum(token.colorText)).toBeGreaterThan(600);
  });
  it('keeps every text colour at WCAG AA contrast (4.5:1) on every surface (axe colour-contrast)', () => {
    const token = theme.getDesignToken(SITE_ANTD_THEME);
    const channel = (v: number) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
    const luminance = (hex: string) => {
      const [r, g, b] = [1, 3, 5].map((i) => channel(parseInt(hex.slice(i, i + 2), 16) / 255)) as [number, number, number];
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const ratio = (a: string, b: string) => {
      const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
      return (hi + 0.05) / (lo + 0.05);
    };
    const texts = { colorText: token.colorText, colorTextSecondary: token.colorTextSecondary, colorTextTertiary: token.colorTextTertiary, colorTextDescription: token.colorTextDescription, colorTextPlaceholder: token.colorTextPlaceholder };
    const surfaces = [SITE_COLORS.bgLayout, SITE_COLORS.bgContainer, SITE_COLORS.bgElevated, SITE_COLORS.rowHover];
    for (const [name, color] of Object.entries(texts)) {
      expect(color).toMatch(/^#[0-9a-f]{6}$/i);
      for (const surface of surfaces) expect({ name, surface, ok: ratio(color, surface) >= 4.5 }).toEqual({ name, surface, ok: true });
    }
  });
});
