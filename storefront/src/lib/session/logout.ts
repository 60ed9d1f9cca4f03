import { graphql } from '../../graphql';

// Ends this session on the server: the token stops working even if a copy of it survives.
export const LogoutDocument = graphql(`
  mutation Logout {
    logout
  }
`);
