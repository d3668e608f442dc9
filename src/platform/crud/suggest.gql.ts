import { graphql } from '../../graphql/__generated__/gql.ts';

export const GenerateTranslationsDocument = graphql(`
  mutation GenerateTranslations($text: String!, $language: String!) {
    generateTextCompletion(purpose: TRANSLATE, text: $text, language: $language) {
      translations {
        en
        se
        no
        da
        es
        tr
        ar
      }
    }
  }
`);
