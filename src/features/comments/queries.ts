import { useQueryClient } from '@tanstack/react-query';
import { commentApi, commentKeys } from './api';
import type { ReplyInput } from './types';

/** A staff reply to a comment, then the comment list read again (the reply and the reply count show). */
export function useReplyToComment() {
  const queryClient = useQueryClient();
  return async (commentId: number, input: ReplyInput) => {
    await commentApi.reply(commentId, input);
    await queryClient.invalidateQueries({ queryKey: commentKeys.comments });
  };
}
