export { Modal } from './Modal';
export type { ModalProps, UnsavedChangesWarning } from './Modal';
export type { ModalSize } from './Modal.variants';
