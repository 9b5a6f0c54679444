import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { takeManifest } from './manifest-cache';

const RETRIES = 2;
const BACKOFF_MS = 300;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function fetchWithRetry(url: string, init: RequestInit): Promise<Response> {
  let lastError: unknown;
  for (let attempt = 0; attempt <= RETRIES; attempt++) {
    try {
      const res = await fetch(url, { ...init, cache: 'no-cache' });
      if (res.ok) return res;
      lastError = new Error(`HTTP ${res.status} for ${url}`);
      if (res.status < 500) break;
    } catch (e) {
      lastError = e;
    }
    if (attempt < RETRIES) await sleep(BACKOFF_MS * (attempt + 1));
  }
  throw lastError;
}

/** Manifest requests: served from the boot prefetch when possible, else fetched with bounded retries. */
export default function retryPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'mfp-retry-plugin',
    async fetch(url, init) {
      const cached = takeManifest(url);
      if (cached !== undefined) return new Response(cached, { headers: { 'content-type': 'application/json' } });
      return fetchWithRetry(url, init);
    },
  };
}
