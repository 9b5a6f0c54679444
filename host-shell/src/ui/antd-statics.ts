// The antd static notices the host opens, by name, so that the shared antd keeps them (ANTD_API).
export { message, notification } from 'antd';
