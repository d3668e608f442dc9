import { installApi, type OrdnaApi, runCommand } from './api.ts';
import { OrdnaSignup } from './embed.ts';
import { OrdnaLanguageSelector } from './languageSelector.ts';

/**
 * The script partners include (`/widget/loader.js`, an IIFE of at most 5 KB gzip, no React):
 * registers `<ordna-signup>` and `<ordna-language-selector>`, then installs `window.Ordna` and
 * replays the calls the partner's stub queued before this script arrived.
 */

declare global {
  interface Window {
    Ordna?: OrdnaApi;
  }
  interface HTMLElementTagNameMap {
    'ordna-signup': OrdnaSignup;
    'ordna-language-selector': OrdnaLanguageSelector;
  }
}

if (!customElements.get('ordna-signup')) customElements.define('ordna-signup', OrdnaSignup);
if (!customElements.get('ordna-language-selector')) {
  customElements.define('ordna-language-selector', OrdnaLanguageSelector);
}
installApi(window, (args) => runCommand(document, args));
