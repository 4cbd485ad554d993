import { MessagePromotionsScreen } from '../../features/message-promotions';

/**
 * Message promotions: an in-app message per content language with an optional link, sent at a set time
 * to target users imported from Excel (the row's "Target users"), once its sending is confirmed with the
 * audience and a reason. Edited, given users or cancelled until sent; a sent one stays as the record.
 */
export default function MessagePromotionScreen() {
  return <MessagePromotionsScreen />;
}
