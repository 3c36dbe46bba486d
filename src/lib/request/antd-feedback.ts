/**
 * antd's static message, Modal and notification: the fallback of
 * `feedback` when no App context is registered. Loaded lazily, so pages
 * without antd (the sign-in pages) do not download it up front.
 */
export { message, Modal, notification } from 'antd';
