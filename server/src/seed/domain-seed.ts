import type Database from 'better-sqlite3';
import type { Seed } from './seed';
import { HALL_SEEDS, NAMED_GAMES, PROVIDER_SEEDS, SLOT_LABELS, generatedSlotGames, type NamedGame } from './catalog-data';
import {
  AGENT_AGREEMENT,
  AGENT_LEVEL_NAMES,
  AGENT_PLAN_SEEDS,
  BANNER_SEEDS,
  BULLETIN_SEEDS,
  CONTENT_SEEDS,
  DEPOSIT_CHANNEL_SEEDS,
  MARQUEE_SEEDS,
  RECOMMEND_PROJECT_SEEDS,
} from './content-data';

/** The provider with 500 slot games (virtualised list). */
export const LARGE_SLOT_PROVIDER = 'GPJL';
export const LARGE_SLOT_COUNT = 500;

const nowIso = () => new Date().toISOString();

function seedCatalog(db: Database.Database): void {
  const hall = db.prepare('INSERT INTO game_types (gt_id, name, en_name, bn_name, sort) VALUES (?, ?, ?, ?, ?)');
  HALL_SEEDS.forEach((h, i) => hall.run(h.gt_id, h.name, h.en_name, h.bn_name, i));
  const provider = db.prepare('INSERT INTO providers (gp_id, gp_name, app_id, is_active, is_light, sort) VALUES (?, ?, ?, ?, ?, ?)');
  const ph = db.prepare('INSERT INTO provider_halls (gp_id, gt_id, house, customized, has_demo, sort) VALUES (?, ?, ?, ?, ?, ?)');
  PROVIDER_SEEDS.forEach((p, i) => {
    provider.run(p.gp_id, p.gp_name, p.app_id, p.is_active, i % 2 === 0 ? 1 : 0, i);
    for (const h of p.halls) ph.run(p.gp_id, h.gt_id, '', h.customized ?? 0, h.has_demo, i);
  });
  const customized = new Set(PROVIDER_SEEDS.flatMap((p) => p.halls.filter((h) => h.customized).map((h) => `${p.gp_id}:${h.gt_id}`)));
  const game = db.prepare(
    `INSERT INTO games (gp_id, gt_id, game_code, name_en, name_bn, customized, is_demo, support_device, tags, on_template, rtp, sort)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const all: NamedGame[] = [...NAMED_GAMES, ...generatedSlotGames(LARGE_SLOT_PROVIDER, LARGE_SLOT_COUNT)];
  all.forEach(([gp, gt, code, en, bn, demo, tags], i) => {
    const device = i % 29 === 5 ? 1 : i % 31 === 7 ? 2 : 0;
    game.run(gp, gt, code, en, bn, customized.has(`${gp}:${gt}`) ? 1 : 0, demo, device, tags, tags.includes('hot') ? 1 : 0, 0.94 + (i % 5) / 100, i);
  });
  const label = db.prepare('INSERT INTO game_labels (gp_id, gt_id, code, name_en, name_bn, sort) VALUES (?, ?, ?, ?, ?, ?)');
  const link = db.prepare(
    `INSERT INTO game_label_games (label_id, game_id)
     SELECT ?, id FROM games WHERE gp_id = ? AND gt_id = ? AND (',' || tags || ',') LIKE '%,' || ? || ',%'`,
  );
  const slotProviders = db.prepare('SELECT gp_id FROM provider_halls WHERE gt_id = 2').all() as { gp_id: string }[];
  for (const { gp_id } of slotProviders) {
    SLOT_LABELS.forEach(([code, en, bn, tag], i) => {
      const id = Number(label.run(gp_id, 2, code, en, bn, i).lastInsertRowid);
      link.run(id, gp_id, 2, tag);
    });
  }
  const jackpot = db.prepare('INSERT INTO jackpots (currency, base_amount, per_second, base_at) VALUES (?, ?, ?, ?)');
  jackpot.run('BDT', 38_456_120.55, 3.75, nowIso());
  jackpot.run('USD', 325_411.2, 0.05, nowIso());
}

function seedContent(db: Database.Database): void {
  const banner = db.prepare(
    `INSERT INTO banners (use_type, link_type, link_method, url, title, currency, gt_id, gp_id, gp_gt_name, sort)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const gtName = new Map(HALL_SEEDS.map((h) => [h.gt_id, h.name]));
  BANNER_SEEDS.forEach(([use, type, method, url, title, game, currency], i) => {
    banner.run(use, type, method, url, title, currency, game?.[0] ?? null, game?.[1] ?? null, game ? `${game[1]}_${gtName.get(game[0])}` : null, i);
  });
  const bulletin = db.prepare(
    `INSERT INTO bulletins (title_en, title_bn, content_en, content_bn, display_device, display_location, audience, display_frequency, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const b of BULLETIN_SEEDS) bulletin.run(...b, nowIso());
  const marquee = db.prepare(
    'INSERT INTO announcements (content_en, content_bn, display_before_login, display_after_login, sort, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  MARQUEE_SEEDS.forEach(([en, bn, before, after], i) => marquee.run(en, bn, before, after, i, nowIso()));
  const item = db.prepare(
    `INSERT INTO content_items (kind, template, title_en, title_bn, content_en, content_bn, url, image, sort, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  CONTENT_SEEDS.forEach(([kind, template, te, tb, ce, cb, url], i) => {
    const id = Number(item.run(kind, template, te, tb, ce, cb, url, '', i, nowIso()).lastInsertRowid);
    db.prepare('UPDATE content_items SET image = ? WHERE id = ?').run(`/assets/content/${id}.svg`, id);
  });
  const inner = db.prepare("SELECT id, url FROM content_items WHERE url LIKE 'main#%' OR url LIKE 'faq#%'").all() as { id: number; url: string }[];
  for (const { id, url } of inner) {
    const [kind, title] = url.split('#') as [string, string];
    const target = db.prepare('SELECT id FROM content_items WHERE kind = ? AND title_en = ?').get(kind === 'main' ? 'news' : 'faq', title) as { id: number } | undefined;
    db.prepare('UPDATE content_items SET url = ? WHERE id = ?').run(target ? `${kind}/${target.id}` : kind, id);
  }
  const setting = db.prepare('INSERT INTO site_settings (key, value) VALUES (?, ?)');
  const settings: Record<string, unknown> = {
    site_detail: {
      site_name: 'Bangla Play',
      site_title: { en_US: 'Bangla Play - Cricket, Casino and Slots', bn_BD: 'বাংলা প্লে - ক্রিকেট, ক্যাসিনো ও স্লট' },
      currency_list: ['BDT', 'USD'],
      language_list: ['en_US', 'bn_BD'],
      default_currency: 'BDT',
      recommend_enabled: 1,
      service_email: 'support@example.com',
      app_download_url: '/app',
      seo_text: { en_US: 'Online cricket betting and live casino in Bangladesh.', bn_BD: 'বাংলাদেশে অনলাইন ক্রিকেট বেটিং ও লাইভ ক্যাসিনো।' },
    },
    cs_link: 'https://example.com/livechat',
    logo_list: [
      { id: 1, type: 'desktop', url: '/assets/logo/desktop.svg' },
      { id: 2, type: 'mobile', url: '/assets/logo/mobile.svg' },
      { id: 3, type: 'favicon', url: '/assets/logo/favicon.svg' },
    ],
    bulletin_setting: { display_frequency: 1 },
    bonus_is_friend: { BDT: 1, USD: 0 },
    cash_surplus_active: { BDT: 1, USD: 0 },
    register_background: { photo: '/assets/misc/register-background.svg' },
    agent_agreement: AGENT_AGREEMENT,
  };
  for (const [key, value] of Object.entries(settings)) setting.run(key, JSON.stringify(value));
}

function seedMoneyConfig(db: Database.Database): void {
  const channel = db.prepare('INSERT INTO deposit_channels (currency, name, channel_type, min_amount, max_amount, sort) VALUES (?, ?, ?, ?, ?, ?)');
  DEPOSIT_CHANNEL_SEEDS.forEach((c, i) => channel.run(...c, i));
  const plan = db.prepare('INSERT INTO agent_plans (currency, level, min_active_members, min_profit, commission_rate) VALUES (?, ?, ?, ?, ?)');
  for (const p of AGENT_PLAN_SEEDS) plan.run(...p);
  const level = db.prepare('INSERT INTO agent_level_names (level, name_en, name_bn) VALUES (?, ?, ?)');
  for (const l of AGENT_LEVEL_NAMES) level.run(...l);
  const project = db.prepare(
    'INSERT INTO recommend_projects (currency, title_en, title_bn, content_en, content_bn, reward_amount, min_deposit) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  for (const p of RECOMMEND_PROJECT_SEEDS) project.run(...p);
  const day = 86_400_000;
  db.prepare('INSERT INTO red_envelopes (currency, title, min_cash, max_cash, start_at, end_at) VALUES (?, ?, ?, ?, ?, ?)')
    .run(null, 'Welcome red envelope', 5, 88, new Date(Date.now() - day).toISOString(), new Date(Date.now() + 30 * day).toISOString());
  db.prepare('INSERT INTO build_versions (id, created_at, manifest) VALUES (?, ?, ?)').run('build-1', nowIso(), JSON.stringify({ id: 'build-1', redirects: [] }));
}

/** Catalogue, content and configuration of the domain modules (no member data). */
export const domainCatalogSeed: Seed = {
  id: 'domain-catalog',
  run(db) {
    seedCatalog(db);
    seedContent(db);
    seedMoneyConfig(db);
  },
};
