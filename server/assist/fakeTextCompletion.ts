import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for an OpenAI-compatible chat-completions API in tests (never in the product):
 * it checks the bearer key, the JSON body (model, max_tokens, a system and a user message) and
 * answers with `reply(prompt)`; `status` forces an error answer.
 */
export interface FakeTextCompletion {
  url: string;
  prompts: string[];
  reply: (prompt: string) => string;
  status: number;
  close(): Promise<void>;
}

export async function startFakeTextCompletion(options: { key: string }): Promise<FakeTextCompletion> {
  const fake: Omit<FakeTextCompletion, 'url' | 'close'> = { prompts: [], reply: () => 'ok', status: 200 };
  const server: Server = createServer((req, res) => {
    let data = '';
    req.on('data', (chunk) => {
      data += chunk;
    });
    req.on('end', () => {
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions')
        return send(404, { error: 'not found' });
      if (req.headers.authorization !== `Bearer ${options.key}`) return send(401, { error: 'bad key' });
      let body: { model?: unknown; max_tokens?: unknown; messages?: { role?: unknown; content?: unknown }[] };
      try {
        body = JSON.parse(data);
      } catch {
        return send(400, { error: 'invalid JSON' });
      }
      const [system, user] = body.messages ?? [];
      if (
        typeof body.model !== 'string' ||
        typeof body.max_tokens !== 'number' ||
        system?.role !== 'system' ||
        user?.role !== 'user' ||
        typeof user.content !== 'string'
      )
        return send(400, { error: 'malformed request' });
      fake.prompts.push(user.content);
      if (fake.status !== 200) return send(fake.status, { error: 'forced' });
      send(200, { choices: [{ message: { role: 'assistant', content: fake.reply(user.content) } }] });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
