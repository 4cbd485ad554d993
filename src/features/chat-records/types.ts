/** Chat records: direct messages between app users, read by staff only with a logged reason (im-manage). */

type MessageKind = 'text' | 'image';

/** What a conversation list or an access log shows of an app user. */
export interface ChatUser {
  id: number;
  login: string;
  nickname: string;
  avatar: string;
}

/** One of the searched user's conversations, without its content. */
export interface ConversationSummary {
  id: number;
  /** The other party. */
  other: ChatUser;
  /** Messages in the searched time range (all of them without one). */
  messageCount: number;
  firstMessageAt: string;
  lastMessageAt: string;
}

/** The searched user's conversations, and who that user is. */
export interface ConversationPage {
  records: ConversationSummary[];
  total: number;
  current: number;
  size: number;
  user: ChatUser;
}

export interface ChatMessage {
  id: number;
  conversationId: number;
  senderId: number;
  kind: MessageKind;
  /** Text messages; what a member wrote, shown as text. */
  text: string;
  /** Image messages. */
  imageUrl: string;
  sentAt: string;
}

/** One staff look at a conversation: who, when and why. */
export interface AccessLogEntry {
  id: number;
  conversationId: number;
  users: [ChatUser, ChatUser];
  admin: string;
  reason: string;
  at: string;
}

/** What opening a conversation answers: the access to quote when reading its messages. */
export interface ConversationAccess {
  accessId: number;
  conversationId: number;
  expiresAt: string;
}

/** Limits both the screen and the mock apply. */
export const CHAT_RULES = {
  reasonMaxLength: 200,
  /** How long one reason lets its admin read the conversation. */
  accessMinutes: 30,
  /** Messages per page of a conversation (the newest first). */
  messagePageSize: 50,
  userIdPattern: /^\d{7}$/,
} as const;
