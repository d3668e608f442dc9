/**
 * The text-completion provider (spec section 7, "generate text completion"): one small interface,
 * one adapter for the OpenAI-compatible chat-completions API that most providers speak. Off (null)
 * unless TEXT_COMPLETION_API_URL and TEXT_COMPLETION_API_KEY are both set.
 */
export interface TextCompletionProvider {
  complete(request: { system: string; prompt: string; maxTokens: number }): Promise<string>;
}

export class ProviderError extends Error {}

export function textCompletionProvider(env: NodeJS.ProcessEnv = process.env): TextCompletionProvider | null {
  const baseUrl = env.TEXT_COMPLETION_API_URL?.trim();
  const apiKey = env.TEXT_COMPLETION_API_KEY?.trim();
  if (!baseUrl || !apiKey) return null;
  const model = env.TEXT_COMPLETION_MODEL?.trim() || 'gpt-4o-mini';
  return {
    async complete({ system, prompt, maxTokens }) {
      let response: Response;
      try {
        response = await fetch(`${baseUrl.replace(/\/+$/, '')}/v1/chat/completions`, {
          method: 'POST',
          headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' },
          body: JSON.stringify({
            model,
            max_tokens: maxTokens,
            temperature: 0.2,
            messages: [
              { role: 'system', content: system },
              { role: 'user', content: prompt },
            ],
          }),
          signal: AbortSignal.timeout(15_000),
        });
      } catch (error) {
        throw new ProviderError(`unreachable: ${(error as Error).message}`);
      }
      if (!response.ok) throw new ProviderError(`status ${response.status}`);
      const body = (await response.json().catch(() => null)) as {
        choices?: { message?: { content?: unknown } }[];
      } | null;
      const content = body?.choices?.[0]?.message?.content;
      if (typeof content !== 'string' || content.trim() === '') throw new ProviderError('empty answer');
      return content.trim();
    },
  };
}
