/**
 * Schema of the sandbox service-information system (SIS). The spec leaves the SIS query names open
 * (customer-area §7 "Query names for tickets, users and inventory: not shown"); these are this sandbox's.
 * Every field needs the caller's identity token in the `ciam_id_token` header (errors: UNAUTHENTICATED);
 * lists hold only the caller's organizations' entries; `users`, `user`, `inviteUser` and `setAccess` need a
 * delegated-admin role (FORBIDDEN). Form checks answer BAD_USER_INPUT with the first customer-area §5
 * message as the error message and every message by field in `extensions.fields`.
 */
export const SIS_SCHEMA_SDL = /* GraphQL */ `
  "User-administration access status (customer-area §4); unknown = no access recorded."
  enum AccessStatus { invited inviteExpired pending active inactive declined unknown }
  "The eight user-administration actions (customer-area §4)."
  enum AccessAction { addApplication grantAccess acceptRequest update resendInvite sendNewInvite decline withdraw }
  enum TicketStatus { open inProgress closed }

  type Organization { id: ID! name: String! locations: [Location!]! }
  "A customer location, the ticket form's 'location (account)'."
  type Location { id: ID! name: String! organizationId: ID! }
  type Application { id: ID! name: String! }
  type Access {
    application: Application!
    status: AccessStatus!
    "Actions the status allows, in display order (core/portal/access-actions.ts)."
    actions: [AccessAction!]!
    "ISO 8601; null while unknown."
    updatedAt: String
  }
  type User {
    id: ID!
    username: String
    email: String!
    firstName: String!
    lastName: String!
    internal: Boolean!
    roles: [String!]!
    isDelegatedAdmin: Boolean!
    "The user's organizations that the caller shares (all of them for me)."
    organizations: [Organization!]!
    "One entry per application, unknown where none is recorded."
    access: [Access!]!
  }
  "Inventory entry."
  type Asset { id: ID! machineName: String! serialNumber: String! organization: Organization! location: Location! }
  type TicketComment { id: ID! description: String! author: String! createdOn: String! }
  type Ticket {
    id: ID!
    type: String!
    subject: String!
    description: String!
    "List column Machine: the machine name given, else the machine concerned's."
    machine: String!
    "List column Serial number: the serial number given, else the machine concerned's."
    serialNumber: String!
    "List column Concern: the machine concerned as 'machine name (serial number)'."
    concern: String!
    status: TicketStatus!
    "Full name of the user who opened it."
    contact: String!
    "ISO 8601."
    createdOn: String!
    repliesCount: Int!
    commentsCount: Int!
    location: Location!
    machineConcerned: Asset!
    "Optional form fields as entered."
    machineName: String
    serialNumberEntered: String
    closeReason: String
    closeComment: String
    "Oldest first."
    comments: [TicketComment!]!
  }

  "The new-ticket form (customer-area §3); required fields are nullable so the §5 messages answer."
  input CreateTicketInput {
    location: ID
    ticketType: String
    machineConcerned: ID
    machineName: String
    serialNumber: String
    subject: String
    description: String
  }

  type Query {
    me: User!
    organizations: [Organization!]!
    applications: [Application!]!
    ticketTypes: [String!]!
    "Newest first."
    tickets: [Ticket!]!
    "null never: another organization's or an unknown id is NOT_FOUND."
    ticket(id: ID!): Ticket!
    assets: [Asset!]!
    users: [User!]!
    user(id: ID!): User!
  }

  type Mutation {
    createTicket(input: CreateTicketInput!): Ticket!
    addTicketComment(ticketId: ID!, description: String): Ticket!
    "reason: solvedByProvider, solvedWithoutProvider or noLongerRelevant (customer-area §4)."
    closeTicket(ticketId: ID!, reason: String, comment: String): Ticket!
    "An existing e-mail answers 'The user already exists' with extensions.userId."
    inviteUser(email: String, organizationId: ID, applications: [ID!]): User!
    setAccess(userId: ID!, application: ID!, action: AccessAction!): User!
  }
`;
