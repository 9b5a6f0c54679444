import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../src/config';

// Images and game windows are reached through the site's origin, never the API's own: its port may be one
// browsers refuse (MFP_PORT_BASE=5000 puts it on 6000), and the site's pages allow only their own origin.
describe('where the browser reaches the API assets and game windows', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mfp-public-url-'));
  const base = { API_HOST: '127.0.0.1', API_PORT: '6000', DB_FILE: path.join(dir, 'db.sqlite') };
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("is the site's own origin by default: paths, not the API's address", () => {
    expect(loadConfig(base, dir).publicUrl).toBe('');
  });

  it('is PUBLIC_URL when set (an asset host), without its trailing slash', () => {
    expect(loadConfig({ ...base, PUBLIC_URL: 'https://assets.example/' }, dir).publicUrl).toBe('https://assets.example');
  });
});
