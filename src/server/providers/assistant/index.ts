import type { AssistantFilters, ChatMessage } from '../../../domain/assistant/answer';
import type { AssistantContext } from '../../../domain/assistant/understand-request';
import type { AssistantConfig } from '../../config';
import type { OutsideServiceOptions } from '../post-json';
import { openAiCompatible } from './openai-compatible';

// The search assistant's optional language model behind one small interface. The built-in default is
// the offline parser in src/domain/assistant (no model, no download); a model is asked only when one is
// configured, and the service falls back to the offline parser whenever it fails in any way.

export interface AssistantModel {
  readonly provider: 'openai-compatible';
  /**
   * The filters the model reads in the conversation, checked against the answer's schema and the known
   * portals; throws (AssistantModelFailed, ./request.ts, or anything else) on any failure.
   */
  understand(messages: readonly ChatMessage[], context: AssistantContext): Promise<AssistantFilters>;
}

/** How long the model may take, answer included: the person waits for it with the panel open. */
export const ASSISTANT_TIMEOUT_MS = 5_000;

export function assistantModelFor(
  config: AssistantConfig | null,
  options: OutsideServiceOptions = {},
): AssistantModel | null {
  if (!config) return null;
  return openAiCompatible({ ...config, timeoutMs: options.timeoutMs ?? ASSISTANT_TIMEOUT_MS });
}
