/** The agent area's few layout rules (rendered once in a style element; class names are agent-* scoped). */
export const AREA_CSS = `
.agent-root { display: grid; gap: 16px; color: var(--mfp-text, #f1f5f2); min-width: 0; }
.agent-root > *, .agent-center__view > * { min-width: 0; max-width: 100%; }
.agent-root h1 { margin: 0; font-size: 24px; }
.agent-h2 { margin: 0 0 12px; font-size: 18px; }
.agent-root .ant-picker .ant-picker-input > input { min-height: 24px; } /* WCAG 2.5.8: antd's picker input is 22 px high */
.agent-muted { color: var(--mfp-muted, #a9c2b3); font-size: 14px; margin-bottom: 4px; }
.agent-tabs { display: flex; gap: 4px; flex-wrap: wrap; border-bottom: 1px solid #244b34; padding-bottom: 8px; }
.agent-tabs a { padding: 8px 14px; border-radius: 8px; text-decoration: none; color: var(--mfp-muted, #a9c2b3); }
.agent-tabs a:hover, .agent-tabs a:focus-visible { color: var(--mfp-text, #f1f5f2); background: var(--mfp-surface-2, #183d28); outline: none; }
.agent-tabs a[aria-current='page'] { color: #1a1a1a; background: var(--mfp-accent, #f5c518); font-weight: 700; }
.agent-center { display: grid; gap: 12px; }
.agent-center--desktop { grid-template-columns: 220px minmax(0, 1fr); align-items: start; }
.agent-center--desktop .agent-center__who { grid-column: 1 / -1; }
.agent-center__menu { background: var(--mfp-surface, #12301f); border-radius: 10px; padding: 4px 0; }
.agent-center__picker { width: 100%; min-height: 44px; padding: 8px 12px; border-radius: 8px; font: inherit; font-size: 16px;
  color: var(--mfp-text, #f1f5f2); background: var(--mfp-surface, #12301f); border: 1px solid #2f6a47; }
.agent-center__picker:focus-visible { outline: 2px solid var(--mfp-accent, #f5c518); outline-offset: 2px; }
.agent-center__view { min-width: 0; }
.agent-total td { font-weight: 700; }
.agent-state { display: flex; gap: 12px; align-items: center; justify-content: center; min-height: 160px; }
.agent-scroll { overflow-x: auto; }
.agent-scroll .ant-table { min-width: max-content; }
.agent-scroll:focus-visible { outline: 2px solid var(--mfp-accent, #f5c518); outline-offset: 2px; }
.agent-html { line-height: 1.7; }
.agent-html h1, .agent-html h2, .agent-html h3 { color: var(--mfp-accent, #f5c518); }
`;
