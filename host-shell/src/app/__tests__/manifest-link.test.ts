import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SUPPORTED_LOCALES } from '@mfp/shared';
import { followLanguageInManifest, manifestHref } from '../manifest-link';

const publicDir = join(__dirname, '..', '..', '..', 'public');
const manifestOf = (locale: (typeof SUPPORTED_LOCALES)[number]) =>
  JSON.parse(readFileSync(join(publicDir, manifestHref(locale)), 'utf8')) as {
    lang: string;
    name: string;
    short_name: string;
    start_url: string;
    display: string;
    icons: { src: string; sizes: string; purpose: string }[];
  };

describe('web app manifest (installable, named in both languages)', () => {
  it.each(SUPPORTED_LOCALES)('%s: a manifest with its language, a name, a standalone start at / and installable icons', (locale) => {
    const m = manifestOf(locale);
    expect(m.lang).toBe(locale.replace('_', '-'));
    expect(m.name.length).toBeGreaterThan(0);
    expect(m.short_name.length).toBeLessThanOrEqual(12);
    expect(m.start_url).toBe('/');
    expect(m.display).toBe('standalone');
    // Chromium's installability: a 192 px and a 512 px icon; Android's adaptive icon: a maskable one.
    expect(m.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(m.icons.some((i) => i.purpose === 'maskable')).toBe(true);
    for (const icon of m.icons) expect(() => readFileSync(join(publicDir, icon.src))).not.toThrow();
  });

  it('the Bengali manifest names the app in Bengali script', () => {
    expect(manifestOf('bn_BD').name).toMatch(/^[\u0980-\u09FF\s]+$/);
    expect(manifestOf('en_US').name).toBe('BD Play');
  });

  it("the page's manifest link follows the language", () => {
    document.head.innerHTML = '<link rel="manifest" href="/manifest.en_US.webmanifest" />';
    const handlers: ((lng: string) => void)[] = [];
    followLanguageInManifest({ language: 'bn_BD', on: ((_: string, h: (lng: string) => void) => handlers.push(h)) as never }, document);
    const href = () => document.querySelector('link[rel="manifest"]')?.getAttribute('href');
    expect(href()).toBe('/manifest.bn_BD.webmanifest');
    handlers.forEach((h) => h('en_US'));
    expect(href()).toBe('/manifest.en_US.webmanifest');
    handlers.forEach((h) => h('fr_FR'));
    expect(href()).toBe('/manifest.en_US.webmanifest');
  });
});
