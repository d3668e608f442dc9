/** Spec section 2: the chat launcher sits 72 px from the bottom on narrow screens on these paths. */
export const LAUNCHER_OFFSET_RAISED = 72;
export const LAUNCHER_OFFSET_DEFAULT = 20;
/** "Narrow" is not given by the spec: below the md breakpoint (768 px), where pages show a bottom bar. */
export const NARROW_SCREEN_MAX_WIDTH = 767;

const RAISED_PATHS = /^\/(pim|settings)\/[^/]+/;

export function launcherOffset(pathname: string, viewportWidth: number): number {
  return viewportWidth <= NARROW_SCREEN_MAX_WIDTH && RAISED_PATHS.test(pathname)
    ? LAUNCHER_OFFSET_RAISED
    : LAUNCHER_OFFSET_DEFAULT;
}

export interface SupportChatUser {
  name: string;
  email: string;
  userId: string;
  company: { id: string; name: string };
}
