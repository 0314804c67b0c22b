import { type JsonRequest, postJson } from '../post-json';

// The model adapter's one error. The service turns any failure into the offline answer and a log line
// for the operator (the reason says what failed, never the URL, key or answer).

export class AssistantModelFailed extends Error {
  constructor(public readonly reason: string) {
    super(`assistant model failed: ${reason}`);
  }
}

/** POSTs JSON to the model and returns the parsed answer, or throws AssistantModelFailed. */
export function postModelJson(url: string, request: JsonRequest): Promise<unknown> {
  return postJson(url, request, (reason) => new AssistantModelFailed(reason));
}
