import type { NamespaceChangelogTranslation } from '../../i18n-types.js';

const da_changelog = {
  entries: {
    tablesLive: {
      title: 'Bordplaner og borde i realtid',
      body: 'Tegn hvert rum med dets borde, og se dem fyldes under servering uden at genindlæse.',
    },
    financeHome: {
      title: 'Salgsoversigt og Z-rapporter',
      body: 'Tal i realtid på forsiden og Z-rapporter, der følger de svenske og norske regler.',
    },
    staffPins: {
      title: 'Personale, PIN-koder og adgangsniveauer',
      body: 'Tilføj personale med en PIN-kode til kassen, og bestem præcis, hvad hver enkelt må.',
    },
    menuHistory: {
      title: 'Ændringshistorik for menuer og produkter',
      body: 'Se, hvem der ændrede en pris eller en menu, og fortryd det med ét klik.',
    },
  },
} satisfies NamespaceChangelogTranslation;

export default da_changelog;
