import type { ReactNode } from 'react';
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';

/** The antd styles one server render used: what it wraps, and the <style> tags for the page's head. */
export interface AntdStyleCollector {
  wrap: (tree: ReactNode) => ReactNode;
  /** The style tags of every antd component rendered so far (at the shell: the shell's; after allReady: all). */
  styles: () => string;
}

/**
 * antd's CSS-in-JS on the server (antd's server-side rendering guide, inline style): a cache of its own per
 * render, so an antd element in the streamed HTML is styled before any script runs. The browser's antd finds
 * these tags (their hashes and cache path map) and does not insert them again.
 */
export function createAntdStyleCollector(): AntdStyleCollector {
  const cache = createCache();
  return {
    wrap: (tree) => <StyleProvider cache={cache}>{tree}</StyleProvider>,
    styles: () => extractStyle(cache),
  };
}
