import { graphql } from '../../graphql/__generated__/gql.ts';

/** GetPosLayouts (spec section 7). */
export const GetPosLayoutsDocument = graphql(`
  query GetPosLayouts {
    posLayouts {
      id
      name
      createdAt
      nameLang {
        en
        se
        es
        no
        da
        tr
        ar
      }
      categories {
        id
        order
        color
        version
        name
        nameLang {
          en
          se
          es
          no
          da
          tr
          ar
        }
        page {
          id
          name
        }
      }
      pages {
        id
        name
        nameLang {
          en
          se
          es
          no
          da
          tr
          ar
        }
        categoryId
        columns
        rows
      }
    }
  }
`);

/** GetPage(id) (spec section 7), read cache-and-network. */
export const GetPosPageDocument = graphql(`
  query GetPosPage($id: ID!, $venueId: ID) {
    posPage(id: $id, venueId: $venueId) {
      id
      name
      nameLang {
        en
        se
        es
        no
        da
        tr
        ar
      }
      columns
      rows
      version
      categoryId
      buttons {
        id
        kind
        col
        row
        width
        height
        color
        label
        itemId
        targetPageId
        upsellId
        offerId
        itemTitle
        price
      }
    }
  }
`);

export const GetPosPageReferencesDocument = graphql(`
  query GetPosPageReferences($pageId: ID!) {
    posPageReferences(pageId: $pageId) {
      pageId
      name
      count
    }
  }
`);

/** A bundle button's target (issue 14): the server's first matches of the POS bundles, or the buttons' ids. */
export const LayoutBundleSearchDocument = graphql(`
  query LayoutBundleSearch($first: Int!, $filter: NamedFilter) {
    bundleOffersPage(first: $first, filter: $filter) {
      count
      results {
        id
        name
      }
    }
  }
`);

/** An upsell button's target (issue 14): the server's first matches, or the buttons' ids' names. */
export const LayoutUpsellSearchDocument = graphql(`
  query LayoutUpsellSearch($first: Int!, $filter: NamedFilter) {
    upsellsPage(first: $first, filter: $filter) {
      count
      results {
        id
        name
      }
    }
  }
`);

/** A product button's target: the server's first matches of what is typed, or the buttons' ids. */
export const LayoutItemSearchDocument = graphql(`
  query LayoutItemSearch($first: Int!, $filter: ItemFilter) {
    items(first: $first, filter: $filter) {
      count
      results {
        id
        title
        defaultPrice
      }
    }
  }
`);

export const CreatePosLayoutDocument = graphql(`
  mutation CreatePosLayout($data: PosLayoutInput!) {
    createPosLayout(data: $data) {
      id
    }
  }
`);

export const UpdatePosLayoutDocument = graphql(`
  mutation UpdatePosLayout($id: ID!, $data: PosLayoutInput!) {
    updatePosLayout(id: $id, data: $data) {
      id
    }
  }
`);

export const DuplicatePosLayoutDocument = graphql(`
  mutation DuplicatePosLayout($id: ID!, $name: String!, $nameLang: TranslationsInput) {
    duplicatePosLayout(id: $id, name: $name, nameLang: $nameLang) {
      id
    }
  }
`);

export const DeletePosLayoutDocument = graphql(`
  mutation DeletePosLayout($id: ID!) {
    deletePosLayout(id: $id)
  }
`);

export const CreatePosCategoryDocument = graphql(`
  mutation CreatePosCategory($layoutId: ID!, $data: PosLayoutCategoryInput!) {
    createPosCategory(layoutId: $layoutId, data: $data) {
      id
    }
  }
`);

/** Renames, recolours or reorders a category (CONFLICT when the version is stale). */
export const UpdatePosCategoryDocument = graphql(`
  mutation UpdatePosCategory($id: ID!, $data: PosLayoutCategoryInput!, $expectedVersion: Int) {
    updatePosCategory(id: $id, data: $data, expectedVersion: $expectedVersion) {
      id
      version
    }
  }
`);

/** Deletes a category with its page, its buttons and the links to it elsewhere. */
export const DeletePosCategoryDocument = graphql(`
  mutation DeletePosCategory($id: ID!) {
    deletePosCategory(id: $id)
  }
`);

export const CreatePosPageDocument = graphql(`
  mutation CreatePosPage($layoutId: ID!, $data: PosSubPageInput!) {
    createPosPage(layoutId: $layoutId, data: $data) {
      id
    }
  }
`);

/** updatePage(pageId, { buttons: { set } }) (spec section 7). */
export const UpdatePageDocument = graphql(`
  mutation UpdatePage($pageId: ID!, $data: PosPageUpdateInput!, $expectedVersion: Int) {
    updatePage(pageId: $pageId, data: $data, expectedVersion: $expectedVersion) {
      id
      version
    }
  }
`);

export const RemoveSubPageDocument = graphql(`
  mutation RemoveSubPage($pageId: ID!) {
    removeSubPage(pageId: $pageId)
  }
`);
