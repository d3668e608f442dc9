import type { NamespaceChangelogTranslation } from '../../i18n-types.js';

const sv_changelog = {
  entries: {
    tablesLive: {
      title: 'Bordskartor och bord i realtid',
      body: 'Rita varje rum med dess bord och se dem fyllas under servisen utan att ladda om.',
    },
    financeHome: {
      title: 'Försäljningsöversikt och Z-rapporter',
      body: 'Siffror i realtid på startsidan och Z-rapporter som följer svenska och norska regler.',
    },
    staffPins: {
      title: 'Personal, PIN-koder och behörighetsnivåer',
      body: 'Lägg till personal med en PIN-kod för kassan och bestäm exakt vad var och en får göra.',
    },
    menuHistory: {
      title: 'Ändringshistorik för menyer och produkter',
      body: 'Se vem som ändrade ett pris eller en meny och ångra det med ett klick.',
    },
  },
} satisfies NamespaceChangelogTranslation;

export default sv_changelog;
