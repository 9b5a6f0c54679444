// The antd static calls the host makes (toasts, notices, Modal.confirm), by name, so that the shared
// antd keeps them (ANTD_API).
export { Modal, message, notification } from 'antd';
