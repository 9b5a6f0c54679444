import { SITE_COLORS as C, usePageNonce } from '@mfp/shared/theme';

/** The remote's styles in the site's palette, scoped by the mfg- prefix and rendered once by each entry (no CSS chunk to load). */
export const GAMES_CSS = `
.mfg-page{max-width:1200px;margin:0 auto;padding:16px;color:inherit}
.mfg-page h1{font-size:24px;margin:8px 0 12px}
.mfg-row{display:flex;flex-wrap:wrap;gap:8px;align-items:center}
.mfg-between{display:flex;flex-wrap:wrap;gap:8px;align-items:center;justify-content:space-between}
.mfg-toolbar{margin-bottom:12px}
.mfg-halls{display:flex;gap:6px;overflow-x:auto;padding-bottom:6px;margin-bottom:8px}
.mfg-hall-link{display:flex;align-items:center;gap:8px;padding:6px 14px 6px 6px;border-radius:999px;background:${C.bgElevated};border:1px solid ${C.border};color:${C.text};text-decoration:none;white-space:nowrap;font-weight:600}
.mfg-hall-link[aria-current=page]{background:${C.primary};border-color:${C.primary};color:${C.onPrimary}}
.mfg-hall-link img{width:28px;height:28px;border-radius:50%}
.mfg-tabs{display:flex;gap:6px;overflow-x:auto;margin:12px 0}
.mfg-tab{border:1px solid ${C.border};background:${C.bgContainer};color:${C.text};border-radius:999px;padding:8px 14px;cursor:pointer;white-space:nowrap;font-size:14px}
.mfg-tab[aria-selected=true]{background:${C.primary};color:${C.onPrimary};border-color:${C.primary}}
.mfg-search{flex:1 1 220px;max-width:360px;padding:9px 12px;border:1px solid ${C.border};border-radius:8px;font-size:15px;background:${C.bgContainer};color:${C.text}}
.mfg-search::placeholder{color:${C.muted}}
.mfg-providers{display:grid;grid-template-columns:repeat(auto-fill,minmax(150px,1fr));gap:12px}
.mfg-provider{display:flex;flex-direction:column;align-items:center;gap:8px;padding:12px;border-radius:14px;background:${C.bgContainer};border:1px solid ${C.border};text-align:center}
.mfg-provider[data-inactive=true]{filter:grayscale(1)}
.mfg-provider[data-inactive=true] img{opacity:.55}
.mfg-provider h2,.mfg-provider h3{margin:0;font-size:15px;color:${C.text}}
.mfg-card__name{color:${C.text}}
.mfg-badge{font-size:12px;padding:2px 8px;border-radius:999px;background:${C.bgElevated};color:${C.muted}}
.mfg-badge--warn{background:rgba(245,158,11,.18);color:#fbbf24}
.mfg-card{height:100%;display:flex;flex-direction:column;align-items:center;gap:6px;padding:8px;border-radius:14px;background:${C.bgContainer};border:1px solid ${C.border};box-sizing:border-box}
.mfg-card__icon{position:relative}
.mfg-card__name{margin:0;font-size:13px;line-height:1.3;height:34px;overflow:hidden;text-align:center;width:100%;text-overflow:ellipsis}
.mfg-card__actions{display:flex;gap:6px}
.mfg-star{position:absolute;top:-6px;right:-10px;width:32px;height:32px;border-radius:50%;border:1px solid ${C.border};background:${C.bgElevated};box-shadow:0 1px 4px rgba(0,0,0,.4);font-size:18px;color:${C.primary};cursor:pointer}
.mfg-btn{border:1px solid ${C.border};background:${C.bgElevated};color:${C.text};border-radius:8px;padding:6px 12px;font-weight:600;cursor:pointer;font-size:13px}
.mfg-btn--primary{background:${C.primary};border-color:${C.primary};color:${C.onPrimary}}
.mfg-btn:disabled{opacity:.55;cursor:not-allowed}
.mfg-btn:focus-visible,.mfg-tab:focus-visible,.mfg-star:focus-visible,.mfg-hall-link:focus-visible{outline:3px solid ${C.primary};outline-offset:2px}
.mfg-wallet{display:flex;flex-wrap:wrap;gap:10px;align-items:center;padding:10px 12px;border-radius:12px;background:${C.bgElevated};border:1px solid ${C.border};color:${C.text};margin:8px 0}
.mfg-wallet b{font-size:18px}
.mfg-wallets{flex-basis:100%}
.mfg-wallets summary{cursor:pointer;font-size:14px}
.mfg-wallets ul{list-style:none;margin:8px 0 0;padding:0;display:grid;grid-template-columns:repeat(auto-fill,minmax(160px,1fr));gap:6px 16px;max-height:220px;overflow-y:auto}
.mfg-wallets li{display:flex;justify-content:space-between;gap:8px;font-size:13px}
.mfg-wallets li[data-holding=true] b{color:${C.primary}}
.mfg-wallets b{font-size:13px}
.mfg-state{padding:24px;text-align:center;color:${C.muted}}
.mfg-room{display:grid;grid-template-columns:220px 1fr;gap:16px}
.mfg-room__side{display:flex;flex-direction:column;gap:6px}
.mfg-room__side a{padding:8px 10px;border-radius:8px;color:${C.text};text-decoration:none;background:${C.bgElevated}}
.mfg-room__side a[aria-current=page]{background:${C.primary};color:${C.onPrimary}}
.mfg-playing{position:fixed;right:16px;max-width:calc(100vw - 32px);box-sizing:border-box;bottom:calc(var(--mfp-bottom-reserve,0px) + 16px);z-index:2000;display:flex;gap:10px;align-items:center;padding:10px 14px;border-radius:12px;background:${C.bgElevated};border:1px solid ${C.border};color:${C.text};box-shadow:0 4px 16px rgba(0,0,0,.4)}
.mfg-frame{width:100%;height:70vh;border:0;border-radius:8px;background:#000}
.mfg-error-page{padding:32px;text-align:center;border:1px dashed #f87171;border-radius:12px;color:#fca5a5}
@media (max-width: 991px){.mfg-page{padding:10px}.mfg-room{grid-template-columns:1fr}.mfg-providers{grid-template-columns:repeat(2,minmax(0,1fr))}}
`;

export function GamesStyles() {
  return (
    <style data-mfg-styles="" nonce={usePageNonce()}>
      {GAMES_CSS}
    </style>
  );
}
