import { graphql } from '../../graphql/__generated__/gql.ts';

export const OnboardingStatusDocument = graphql(`
  query OnboardingStatus {
    onboardingStatus {
      steps
      pages {
        page
        state
      }
      currentPage
      done
      total
    }
  }
`);

export const CreateOnboardingEventDocument = graphql(`
  mutation CreateOnboardingEvent($kind: String!, $page: String!) {
    createOnboardingEvent(kind: $kind, page: $page) {
      steps
      pages {
        page
        state
      }
      currentPage
      done
      total
    }
  }
`);

export const OnboardingInformationDocument = graphql(`
  query OnboardingInformation {
    onboardingInformation {
      name
      legalName
      street
      zip
      city
    }
  }
`);

export const UpdateOnboardingInformationDocument = graphql(`
  mutation UpdateOnboardingInformation($data: OnboardingInformationInput!) {
    updateOnboardingInformation(data: $data) {
      currentPage
    }
  }
`);

export const OnboardingStationsDocument = graphql(`
  query OnboardingStations {
    stations {
      id
      name
      kind
    }
  }
`);

export const CreateOnboardingStationDocument = graphql(`
  mutation CreateOnboardingStation($data: StationInput!) {
    createStation(data: $data) {
      id
    }
  }
`);

export const ProductLibraryDocument = graphql(`
  query ProductLibrary($kind: String!) {
    productLibrary(kind: $kind) {
      name
      products {
        title
        price
        vatRate
      }
    }
  }
`);

export const ImportProductLibraryDocument = graphql(`
  mutation ImportProductLibrary($kind: String!) {
    importProductLibrary(kind: $kind) {
      categories
      products
      courseTypes
      modifierGroups
      layoutId
    }
  }
`);

export const MakeTestSaleDocument = graphql(`
  mutation MakeTestSale {
    makeTestSale
  }
`);
