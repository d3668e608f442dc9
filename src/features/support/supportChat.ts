import type { SupportChatUser } from '../../domain/supportChat.ts';

/**
 * The support chat widget behind one small interface (DESIGN.md section 6): an Intercom-style
 * messenger that is loaded only when VITE_SUPPORT_CHAT_APP_ID is set. Without it every call is a
 * no-op and nothing is downloaded; the Support page works either way.
 */
export interface SupportChat {
  readonly enabled: boolean;
  /** Boots with the signed-in user, or anonymously with null. */
  boot(user: SupportChatUser | null, launcherOffset: number): void;
  /** On every route change. */
  update(launcherOffset: number): void;
  show(): void;
  /** On sign out. */
  shutdown(): void;
}

type Command = 'boot' | 'update' | 'show' | 'shutdown';
export type ChatCall = (command: Command, settings?: Record<string, unknown>) => void;

declare global {
  interface Window {
    Intercom?: (...args: unknown[]) => void;
  }
}

/** Installs the messenger's call queue and its script once; returns the function that calls it. */
function browserMessenger(appId: string): ChatCall {
  if (!window.Intercom) {
    // Calls made before the script arrives wait in `q`; the script replays them.
    const q: unknown[][] = [];
    window.Intercom = Object.assign(
      (...args: unknown[]) => {
        q.push(args);
      },
      { q },
    );
    const script = document.createElement('script');
    script.async = true;
    script.src = `https://widget.intercom.io/widget/${encodeURIComponent(appId)}`;
    document.head.appendChild(script);
  }
  return (command, settings) => window.Intercom?.(command, settings);
}

export function createSupportChat(
  appId: string | undefined,
  messenger?: (appId: string) => ChatCall,
): SupportChat {
  let call: ChatCall | null = null;
  let booted = false;
  const connect = (): ChatCall | null => {
    if (!appId) return null;
    call ??= (messenger ?? browserMessenger)(appId);
    return call;
  };
  return {
    enabled: Boolean(appId),
    boot(user, launcherOffset) {
      const send = connect();
      if (!send) return;
      const identity = user
        ? {
            name: user.name,
            email: user.email,
            user_id: user.userId,
            company: { company_id: user.company.id, name: user.company.name },
          }
        : {};
      send('boot', { app_id: appId, vertical_padding: launcherOffset, ...identity });
      booted = true;
    },
    update(launcherOffset) {
      if (booted) call?.('update', { vertical_padding: launcherOffset });
    },
    show() {
      if (booted) call?.('show');
    },
    shutdown() {
      if (booted) call?.('shutdown');
      booted = false;
    },
  };
}

export const supportChat: SupportChat = createSupportChat(
  import.meta.env.VITE_SUPPORT_CHAT_APP_ID || undefined,
);
