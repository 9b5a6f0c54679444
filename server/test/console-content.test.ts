import { post, serverForFile } from './helpers/start-server';

const s = serverForFile();

const cons = (url: string, body: unknown, token = s.config.consoleToken) => post(s.baseUrl, url, body, { 'x-console-token': token });
const listed = async (lang = 'en_US') =>
  (await post(s.baseUrl, '/api/web/model_setting', { language: lang })).body.data.list as { id: number; type: string; title: string; content: string }[];

describe('console news and FAQ', () => {
  test.each(['news', 'faq'])('%s: any HTML is stored as given, in both languages, after the seeded items', async (kind) => {
    const html = `<p>${kind}</p><img src=x onerror=alert(1)><script>alert(2)</script>`;
    const r = await cons(`/console/${kind}`, { title: `T ${kind}`, content: html, title_bn: `শিরোনাম ${kind}`, content_bn: '<p>বাংলা</p>' });
    expect(r.body.code).toBe(100);
    const en = (await listed()).filter((i) => i.type === kind);
    expect(en[en.length - 1]).toEqual(expect.objectContaining({ id: r.body.data.id, title: `T ${kind}`, content: html }));
    expect(en.length).toBeGreaterThan(1);
    const bn = (await listed('bn_BD')).find((i) => i.id === r.body.data.id);
    expect(bn).toEqual(expect.objectContaining({ title: `শিরোনাম ${kind}`, content: '<p>বাংলা</p>' }));
  });

  test('an explicit sort puts the item first', async () => {
    const r = await cons('/console/faq', { title: 'First', content: '<p>1</p>', sort: -5 });
    expect((await listed()).filter((i) => i.type === 'faq')[0]?.id).toBe(r.body.data.id);
  });

  test('the console guard and the body schema apply', async () => {
    expect((await cons('/console/news', { title: 'x', content: 'y' }, 'wrong')).status).toBe(401);
    expect((await cons('/console/news', { title: '', content: 'y' })).body.code).toBe(999);
    expect((await cons('/console/faq', { title: 'x', content: 'y'.repeat(20_001) })).body.code).toBe(999);
  });
});
