// The host shell's server entry (dist-server/render-page.js): what the production server calls.
export { renderPage } from './render-page';
export { fetchFirstViewData } from './first-view-data';
export { SERVER_RENDER_STATE_ID } from '../app/server-render-state';
export type { FirstViewOptions } from './first-view-data';
export type {
  DehydratedState,
  PageHead,
  RenderedClientPage,
  RenderedPage,
  RenderedRedirect,
  RenderOptions,
  RenderRequest,
  RenderResult,
  RenderSite,
  ServerRemoteApps,
} from './render-types';
