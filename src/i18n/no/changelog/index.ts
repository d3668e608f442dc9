import type { NamespaceChangelogTranslation } from '../../i18n-types.js';

const no_changelog = {
  entries: {
    tablesLive: {
      title: 'Bordkart og bord i sanntid',
      body: 'Tegn hvert rom med bordene, og se dem fylles under servering uten å laste inn på nytt.',
    },
    financeHome: {
      title: 'Salgsoversikt og Z-rapporter',
      body: 'Tall i sanntid på startsiden, og Z-rapporter som følger svenske og norske regler.',
    },
    staffPins: {
      title: 'Ansatte, PIN-koder og tilgangsnivåer',
      body: 'Legg til ansatte med en PIN-kode for kassen, og bestem nøyaktig hva hver enkelt kan gjøre.',
    },
    menuHistory: {
      title: 'Endringshistorikk for menyer og produkter',
      body: 'Se hvem som endret en pris eller en meny, og angre med ett klikk.',
    },
  },
} satisfies NamespaceChangelogTranslation;

export default no_changelog;
