/** The remote's styles, scoped by the mfg- prefix and rendered once by each entry (no CSS chunk to load). */
export const GAMES_CSS = `
.mfg-page{max-width:1200px;margin:0 auto;padding:16px;color:inherit}
.mfg-page h1{font-size:24px;margin:8px 0 12px}
.mfg-row{display:flex;flex-wrap:wrap;gap:8px;align-items:center}
.mfg-between{display:flex;flex-wrap:wrap;gap:8px;align-items:center;justify-content:space-between}
.mfg-toolbar{margin-bottom:12px}
.mfg-halls{display:flex;gap:6px;overflow-x:auto;padding-bottom:6px;margin-bottom:8px}
.mfg-hall-link{display:flex;align-items:center;gap:6px;padding:8px 12px;border-radius:999px;background:#f1f3f8;color:#223;text-decoration:none;white-space:nowrap;font-weight:600}
.mfg-hall-link[aria-current=page]{background:#ffc914;color:#1a1a1a}
.mfg-tabs{display:flex;gap:6px;overflow-x:auto;margin:12px 0}
.mfg-tab{border:1px solid #d5d9e3;background:#fff;color:#223;border-radius:999px;padding:8px 14px;cursor:pointer;white-space:nowrap;font-size:14px}
.mfg-tab[aria-selected=true]{background:#223;color:#fff;border-color:#223}
.mfg-search{flex:1 1 220px;max-width:360px;padding:9px 12px;border:1px solid #c9cedb;border-radius:8px;font-size:15px}
.mfg-providers{display:grid;grid-template-columns:repeat(auto-fill,minmax(150px,1fr));gap:12px}
.mfg-provider{display:flex;flex-direction:column;align-items:center;gap:8px;padding:12px;border-radius:14px;background:#fff;border:1px solid #e3e6ee;text-align:center}
.mfg-provider[data-inactive=true]{opacity:.55;filter:grayscale(1)}
.mfg-provider h3{margin:0;font-size:15px;color:#223}
.mfg-card__name{color:#223}
.mfg-badge{font-size:12px;padding:2px 8px;border-radius:999px;background:#e9ecf3;color:#445}
.mfg-badge--warn{background:#ffe3c2;color:#7a3d00}
.mfg-card{height:100%;display:flex;flex-direction:column;align-items:center;gap:6px;padding:8px;border-radius:14px;background:#fff;border:1px solid #e3e6ee;box-sizing:border-box}
.mfg-card__icon{position:relative}
.mfg-card__name{margin:0;font-size:13px;line-height:1.3;height:34px;overflow:hidden;text-align:center;width:100%;text-overflow:ellipsis}
.mfg-card__actions{display:flex;gap:6px}
.mfg-star{position:absolute;top:-6px;right:-10px;width:32px;height:32px;border-radius:50%;border:0;background:#fff;box-shadow:0 1px 4px rgba(0,0,0,.25);font-size:18px;color:#e0a800;cursor:pointer}
.mfg-btn{border:1px solid #c9cedb;background:#fff;color:#223;border-radius:8px;padding:6px 12px;font-weight:600;cursor:pointer;font-size:13px}
.mfg-btn--primary{background:#ffc914;border-color:#ffc914;color:#1a1a1a}
.mfg-btn:disabled{opacity:.55;cursor:not-allowed}
.mfg-btn:focus-visible,.mfg-tab:focus-visible,.mfg-star:focus-visible,.mfg-hall-link:focus-visible{outline:3px solid #3b6cff;outline-offset:2px}
.mfg-wallet{display:flex;flex-wrap:wrap;gap:10px;align-items:center;padding:10px 12px;border-radius:12px;background:#223;color:#fff;margin:8px 0}
.mfg-wallet b{font-size:18px}
.mfg-wallets{flex-basis:100%}
.mfg-wallets summary{cursor:pointer;font-size:14px}
.mfg-wallets ul{list-style:none;margin:8px 0 0;padding:0;display:grid;grid-template-columns:repeat(auto-fill,minmax(160px,1fr));gap:6px 16px;max-height:220px;overflow-y:auto}
.mfg-wallets li{display:flex;justify-content:space-between;gap:8px;font-size:13px}
.mfg-wallets li[data-holding=true] b{color:#ffc914}
.mfg-wallets b{font-size:13px}
.mfg-state{padding:24px;text-align:center;color:#556}
.mfg-room{display:grid;grid-template-columns:220px 1fr;gap:16px}
.mfg-room__side{display:flex;flex-direction:column;gap:6px}
.mfg-room__side a{padding:8px 10px;border-radius:8px;color:#223;text-decoration:none;background:#f1f3f8}
.mfg-room__side a[aria-current=page]{background:#ffc914}
.mfg-playing{position:fixed;right:16px;bottom:16px;z-index:2000;display:flex;gap:10px;align-items:center;padding:10px 14px;border-radius:12px;background:#223;color:#fff;box-shadow:0 4px 16px rgba(0,0,0,.3)}
.mfg-frame{width:100%;height:70vh;border:0;border-radius:8px;background:#000}
.mfg-error-page{padding:32px;text-align:center;border:1px dashed #c33;border-radius:12px;color:#822}
@media (max-width: 991px){.mfg-page{padding:10px}.mfg-room{grid-template-columns:1fr}.mfg-providers{grid-template-columns:repeat(2,minmax(0,1fr))}}
@media (prefers-color-scheme: dark){.mfg-card,.mfg-provider,.mfg-tab{background:#1d2030;color:#eef;border-color:#333a50}.mfg-provider h3,.mfg-card__name{color:#eef}.mfg-hall-link{background:#262a3d;color:#eef}}
`;

export function GamesStyles() {
  return <style data-mfg-styles="">{GAMES_CSS}</style>;
}
