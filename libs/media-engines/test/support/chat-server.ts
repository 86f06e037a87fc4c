import type { Answer } from './loopback-server.js';
import { type JsonRequest, startJsonServer } from './json-server.js';

/** A chat completion request as the server received it. */
export type ChatRequest = JsonRequest<{
  model?: string;
  messages?: { role: string; content: string }[];
  temperature?: number;
}>;

export type ChatAnswer = Answer;

/** OpenAI's answer shape for one assistant message. */
export function completion(content: string): unknown {
  return {
    id: 'chatcmpl-1',
    object: 'chat.completion',
    model: 'test-model',
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
  };
}

/**
 * A small server on 127.0.0.1 (a free port) that takes OpenAI's JSON chat completion request
 * and answers what `answer` says: a completion, an error, or nothing at all.
 */
export function startChatServer(answer: (request: ChatRequest) => ChatAnswer) {
  return startJsonServer(answer);
}
