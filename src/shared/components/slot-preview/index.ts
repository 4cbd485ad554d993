export { SlotPreview } from './slot-preview';
