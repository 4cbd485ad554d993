export { SlotPreview, type SlotPreviewProps } from './slot-preview';
