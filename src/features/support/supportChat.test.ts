import { describe, expect, it } from 'vitest';
import { createSupportChat } from './supportChat.ts';

const user = {
  name: 'Astrid Lindqvist',
  email: 'demo@ordna.se',
  userId: 'u1',
  company: { id: 'c1', name: 'Demo Bistro' },
};

function recorder() {
  const calls: unknown[][] = [];
  const loads: string[] = [];
  return {
    calls,
    loads,
    messenger: (appId: string) => {
      loads.push(appId);
      return (command: string, settings?: Record<string, unknown>) => calls.push([command, settings]);
    },
  };
}

describe('support chat adapter', () => {
  it('loads nothing and does nothing without an app id', () => {
    const r = recorder();
    const chat = createSupportChat(undefined, r.messenger);
    chat.boot(user, 20);
    chat.update(72);
    chat.shutdown();
    expect(chat.enabled).toBe(false);
    expect(r.loads).toEqual([]);
    expect(r.calls).toEqual([]);
  });

  it('boots with name, email, user id and company, updates and shuts down', () => {
    const r = recorder();
    const chat = createSupportChat('app-123', r.messenger);
    chat.boot(user, 20);
    chat.update(72);
    chat.shutdown();
    chat.update(20);
    expect(r.loads).toEqual(['app-123']);
    expect(r.calls).toEqual([
      [
        'boot',
        {
          app_id: 'app-123',
          vertical_padding: 20,
          name: 'Astrid Lindqvist',
          email: 'demo@ordna.se',
          user_id: 'u1',
          company: { company_id: 'c1', name: 'Demo Bistro' },
        },
      ],
      ['update', { vertical_padding: 72 }],
      ['shutdown', undefined],
    ]);
  });

  it('boots anonymously without a user and loads the widget once', () => {
    const r = recorder();
    const chat = createSupportChat('app-123', r.messenger);
    chat.boot(null, 20);
    chat.boot(null, 20);
    expect(r.loads).toEqual(['app-123']);
    expect(r.calls[0]).toEqual(['boot', { app_id: 'app-123', vertical_padding: 20 }]);
  });
});
