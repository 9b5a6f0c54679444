import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { hallIconSvg } from '../../assets/hall-icons';
import { cardSvg, iconSvg } from '../../assets/svg';
import type { ServerDeps } from '../../core/deps';

const FileParam = Type.Object({ file: Type.String({ pattern: '^[A-Za-z0-9_-]{1,40}\\.svg$' }) });
const ONE_DAY_S = 86_400;

function parse(file: string): { key: string; dark: boolean; active: boolean } {
  const base = file.replace(/\.svg$/, '');
  return { key: base.replace(/-(dark|active)$/, ''), dark: base.endsWith('-dark'), active: base.endsWith('-active') };
}

/** Generated artwork: games, banners, providers, halls, content items, logos. */
export function assetRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const send = (reply: import('fastify').FastifyReply, svg: string | null) => {
    if (svg === null) return reply.code(404).type('text/plain').send('Not found');
    return reply.header('cache-control', `public, max-age=${ONE_DAY_S}`).type('image/svg+xml').send(svg);
  };
  const route = (kind: string, render: (key: string, dark: boolean, active: boolean) => string | null) => {
    app.get(`/assets/${kind}/:file`, { schema: { hide: true, params: FileParam } }, async (req, reply) => {
      const { key, dark, active } = parse((req.params as { file: string }).file);
      return send(reply, render(key, dark, active));
    });
  };

  route('game', (key, dark) => {
    const g = deps.db.prepare('SELECT g.name_en, p.gp_name FROM games g JOIN providers p ON p.gp_id = g.gp_id WHERE g.id = ?').get(Number(key)) as
      | { name_en: string; gp_name: string } | undefined;
    return g ? cardSvg({ width: 240, height: 240, title: g.name_en, subtitle: g.gp_name, seed: g.name_en, dark }) : null;
  });
  route('banner', (key) => {
    const b = deps.db.prepare('SELECT title, use_type FROM banners WHERE id = ?').get(Number(key)) as { title: string; use_type: number } | undefined;
    if (!b) return null;
    const [w, h] = b.use_type === 1 ? [600, 200] : b.use_type === 2 ? [750, 360] : [1920, 480];
    return cardSvg({ width: w, height: h, title: b.title, seed: `banner${key}` });
  });
  route('content', (key) => {
    const c = deps.db.prepare('SELECT title_en FROM content_items WHERE id = ? AND is_active = 1').get(Number(key)) as { title_en: string } | undefined;
    return c ? cardSvg({ width: 600, height: 300, title: c.title_en, seed: `content${key}` }) : null;
  });
  route('provider', (key, dark) => {
    const p = deps.db.prepare('SELECT gp_name FROM providers WHERE gp_id = ?').get(key) as { gp_name: string } | undefined;
    return p ? iconSvg(p.gp_name.replace(/\s+/g, '').toUpperCase(), false, dark) : null;
  });
  route('hall', (key, _dark, active) => {
    const h = deps.db.prepare('SELECT name, en_name FROM game_types WHERE gt_id = ?').get(Number(key)) as { name: string; en_name: string } | undefined;
    return h ? (hallIconSvg(h.name, active) ?? iconSvg(h.en_name.toUpperCase(), active)) : null;
  });
  route('logo', (key) => (['desktop', 'mobile', 'favicon'].includes(key)
    ? key === 'favicon' ? iconSvg('BP', true) : cardSvg({ width: key === 'desktop' ? 320 : 200, height: 80, title: 'Bangla Play', seed: 'logo' })
    : null));
  route('misc', (key) => (key === 'register-background' ? cardSvg({ width: 1200, height: 800, title: 'Join Bangla Play', subtitle: 'বাংলা প্লে', seed: 'register' }) : null));
}
