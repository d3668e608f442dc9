import { graphql } from '../../graphql/__generated__/gql.ts';

export const ShellDataDocument = graphql(`
  query ShellData {
    companyStatus {
      hasProducts
      hasActiveMenus
    }
    venues {
      id
      name
      deleted
      timezone
    }
    legalEntities {
      id
      name
      venueIds
    }
  }
`);

export const ShellOrganizationDocument = graphql(`
  query ShellOrganization {
    organization {
      id
    }
  }
`);

export const CustomerPortalLinkDocument = graphql(`
  query CustomerPortalLink($returnUrl: String!) {
    customerPortalLink(returnUrl: $returnUrl)
  }
`);

/** The billing account's standing (the Billing item's badge), kept true by Stripe's webhooks. */
export const BillingStatusDocument = graphql(`
  query BillingStatus {
    billingStatus
  }
`);

export const GrantOffersDocument = graphql(`
  query GrantOffers($legalEntityId: ID!) {
    grantOffers(legalEntityId: $legalEntityId) {
      available {
        id
        amount
        currency
        expiresAt
      }
      current {
        id
        amount
        currency
        expiresAt
      }
      seen
    }
  }
`);

export const ChangelogDocument = graphql(`
  query Changelog($after: String) {
    changelog(first: 20, after: $after) {
      items {
        id
        publishedAt
        title
        body
        unread
      }
      nextCursor
      unreadCount
    }
  }
`);

export const MarkChangelogReadDocument = graphql(`
  mutation MarkChangelogRead {
    markChangelogRead
  }
`);

/** The user menu's language switch (issue 41): stored per user, used at the next login. */
export const SetUiLanguageDocument = graphql(`
  mutation SetUiLanguage($language: String!) {
    setUiLanguage(language: $language)
  }
`);
