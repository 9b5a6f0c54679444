import { useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { App, Button, Card, ConfigProvider, Descriptions, Form, Input, Space, Tag } from 'antd';
import { SITE_ANTD_THEME } from '@mfp/shared/theme';

declare const ZERO_RUNTIME: boolean;
declare global {
  interface Window {
    rendered?: number;
  }
}

/** The member window's antd surfaces (profile table, a tag, the password form with its buttons). */
function Surfaces() {
  useEffect(() => {
    requestAnimationFrame(() => {
      window.rendered = performance.now();
    });
  }, []);
  return (
    <Space direction="vertical" style={{ width: '100%', padding: 16 }}>
      <Card title="Profile" size="small">
        <Descriptions column={2} size="small" bordered>
          {['Account', 'Name', 'Currency', 'Birthday', 'Email', 'Phone', 'Identity ID'].map((l) => (
            <Descriptions.Item key={l} label={l}>
              value of {l}
            </Descriptions.Item>
          ))}
        </Descriptions>
      </Card>
      <Card title="Withdraw password" size="small">
        <Tag color="green">Set</Tag>
        <Button>Verify and reset</Button>
      </Card>
      <Card title="Change login password" size="small">
        <Form layout="vertical" style={{ maxWidth: 420 }}>
          {['Current password', 'New password', 'Confirm new password'].map((l) => (
            <Form.Item key={l} name={l} label={l} rules={[{ required: true }]}>
              <Input.Password />
            </Form.Item>
          ))}
          <Button type="primary" htmlType="submit">
            Save
          </Button>
        </Form>
      </Card>
    </Space>
  );
}

createRoot(document.getElementById('root')!).render(
  <ConfigProvider theme={{ ...SITE_ANTD_THEME, zeroRuntime: ZERO_RUNTIME }}>
    <App component={false}>
      <Surfaces />
    </App>
  </ConfigProvider>,
);
