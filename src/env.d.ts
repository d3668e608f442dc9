/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The support chat's app id; without it the chat widget is never loaded. */
  readonly VITE_SUPPORT_CHAT_APP_ID?: string;
  /** Where the browser's logs go outside development; without it they go to the console only. */
  readonly VITE_LOG_ENDPOINT?: string;
}
