import type { ChatMessage } from '../../../domain/assistant/answer';
import { api, dataOf } from '../../lib/api';

/**
 * One question to the search assistant, with the conversation so far: the answer says what it understood
 * and carries the filters for it. Nothing is cached (each answer belongs to its conversation).
 */
export function askAssistant(conversation: ChatMessage[]) {
  return dataOf(api.POST('/api/chat', { body: { messages: conversation } }));
}
