/** @jest-environment node */
import { renderToString } from 'react-dom/server';
import { Button } from 'antd';
import { createAntdStyleCollector } from '../antd-styles';

// An antd element in the server HTML is styled before any script runs.
describe("a server render's antd styles", () => {
  it('holds the rules of the antd elements it rendered, as style tags for the head', () => {
    const antd = createAntdStyleCollector();
    const html = renderToString(antd.wrap(<Button type="primary">Sign Up</Button>));
    expect(html).toContain('ant-btn');
    const styles = antd.styles();
    expect(styles).toMatch(/^<style[\s>]/);
    expect(styles).toContain('.ant-btn');
  });

  it('holds only the cache path map when no antd element rendered', () => {
    const antd = createAntdStyleCollector();
    renderToString(antd.wrap(<p>plain</p>));
    expect(antd.styles()).not.toContain('.ant-btn');
  });
});
