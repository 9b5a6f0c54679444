import type { FastifyInstance } from 'fastify';
import type { ServerDeps } from '../../core/deps';
import { assetRoutes } from './asset-routes';
import { contentRoutes } from './content-routes';

/** Content: bulletins, banners, marquee, logo, site detail, template content, footer, float, generated images. */
export function contentModule(app: FastifyInstance, deps: ServerDeps): void {
  contentRoutes(app, deps);
  assetRoutes(app, deps);
}
