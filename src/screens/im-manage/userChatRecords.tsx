import { ChatRecords } from '../../features/chat-records';

/** One app user's chat records, read-only; reading a conversation asks for a reason, which is logged. */
export default function UserChatRecords() {
  return <ChatRecords screenUri="/im-manage/userChatRecords" />;
}
