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
    expect(token.colorText).toMatch(/^rgba\(255, ?255, ?255/);
  });
});
