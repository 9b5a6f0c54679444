/**
 * The site's type: the system's own UI font for Latin text, and Noto Sans Bengali, which the host ships
 * (weights 400 and 700), for Bengali, so a phone without a Bengali font does not fall back to boxes or to
 * a font of another look. host-shell/index.html repeats this stack for the boot screen, before any script.
 */
export const SITE_FONT_FAMILY = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans Bengali', sans-serif";
