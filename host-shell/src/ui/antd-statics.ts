// The antd static calls the host makes (toasts, notices, Modal.confirm), imported (not re-exported) so that the
// build's per-component rewrite of antd imports sees them.
import { Modal, message, notification } from 'antd';

export { Modal, message, notification };
