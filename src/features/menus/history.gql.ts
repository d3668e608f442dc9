import { graphql } from '../../graphql/__generated__/gql.ts';

export const ChangesDocument = graphql(`
  query Changes($filter: ChangeFilter, $first: Int, $after: String) {
    changes(filter: $filter, first: $first, after: $after) {
      items {
        id
        at
        actorName
        realActorName
        recordType
        recordId
        label
        op
        revertOf
        revertable
        fields {
          field
          before
          after
          beforeName
          afterName
        }
      }
      nextCursor
    }
  }
`);

export const RevertChangeDocument = graphql(`
  mutation RevertChange($id: ID!) {
    revertChange(id: $id)
  }
`);

export const ChangeActorsDocument = graphql(`
  query ChangeActors {
    changeActors { id name }
  }
`);
