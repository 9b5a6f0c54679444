// One server-render process loading two versions of the lobby, as the long-running server does across a
// release: v1, then v2 in a cache that holds one version (so v2 drops v1), each rendered, v1's component
// rendered once more after it was dropped (a render in flight finishes on its version). Before anything
// loads, the federation runtime's process-wide `__FEDERATION__` is replaced by a proxy that records every
// delete and every table it holds, so the test sees whether loading or dropping a version writes there.
// Arguments: <v1 manifest URL> <v2 manifest URL>. Prints one JSON line of what it saw.
import { carouselPictureQuery } from '@mfp/shared/api/content-queries';
import { BANNER_USE_TYPE } from '@mfp/shared/constants/platform';
import { createRemoteVersionCache, type RemoteApp } from '../../ssr/remote-versions.ts';
import { renderExposeToHtml } from '../../ssr/render-expose.ts';

const [v1Url = '', v2Url = ''] = process.argv.slice(2);
const REMOTE = 'mfe_lobby';

type Table = Record<string | symbol, unknown>;
const runtimeGlobals = globalThis as unknown as { __FEDERATION__: Table; __GLOBAL_LOADING_REMOTE_ENTRY__?: Table; [name: string]: unknown };
const deletes: string[] = [];

/** The object behind a proxy that records deletes at any depth (`path.key`), the same proxy for the same object. */
const proxies = new WeakMap<object, object>();
function recording<T extends object>(target: T, path: string): T {
  const known = proxies.get(target);
  if (known) return known as T;
  const proxy = new Proxy(target, {
    get(t, key, receiver) {
      const value = Reflect.get(t, key, receiver) as unknown;
      // Maps, Sets and functions keep their own receiver; plain tables and arrays are followed.
      const followed = value !== null && typeof value === 'object' && (Array.isArray(value) || Object.getPrototypeOf(value) === Object.prototype);
      return followed ? recording(value, `${path}.${String(key)}`) : value;
    },
    deleteProperty(t, key) {
      deletes.push(`${path}.${String(key)}`);
      return Reflect.deleteProperty(t, key);
    },
  });
  proxies.set(target, proxy);
  return proxy;
}
runtimeGlobals.__FEDERATION__ = recording(runtimeGlobals.__FEDERATION__, '__FEDERATION__');

/** How many entries each process-wide table of the runtime holds. */
function sizes(): Record<string, number> {
  const f = runtimeGlobals.__FEDERATION__ as Record<string, object>;
  const count = (table: unknown) => (table instanceof Map || table instanceof Set ? table.size : Object.keys(table ?? {}).length);
  return {
    instances: count(f.__INSTANCES__),
    moduleInfo: count(f.moduleInfo),
    share: count(f.__SHARE__),
    manifestLoading: count(f.__MANIFEST_LOADING__),
    preloaded: count(f.__PRELOADED_MAP__),
    entryLoading: count(runtimeGlobals.__GLOBAL_LOADING_REMOTE_ENTRY__),
  };
}

const render = (App: RemoteApp) =>
  renderExposeToHtml(App, {
    url: '/',
    lang: 'en_US',
    isDesktop: true,
    site: { siteId: 'bd01' },
    queries: [
      {
        queryKey: carouselPictureQuery({ site_id: 'bd01', use_type: BANNER_USE_TYPE.desktop }).queryKey,
        data: [{ id: 7, image: '/assets/banners/desk-one.webp', title: 'Desk one', link_type: 0 }],
      },
    ],
  });

const cache = createRemoteVersionCache(1);
const v1 = await cache.app(REMOTE, v1Url);
const v1Html = await render(v1);
const afterV1 = sizes();
const v2 = await cache.app(REMOTE, v2Url);
const loadedAfterV2 = cache.loaded();
const v2Html = await render(v2);
const v1HtmlAfterDrop = await render(v1);
const afterV2 = sizes();

process.stdout.write(
  `${JSON.stringify({
    v1Html,
    v2Html,
    v1HtmlAfterDrop,
    loadedAfterV2,
    deletes,
    afterV1,
    afterV2,
    containerGlobal: Object.hasOwn(runtimeGlobals, REMOTE),
  })}\n`,
);
