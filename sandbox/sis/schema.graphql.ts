/**
 * Schema of the sandbox service-information system (SIS). The spec leaves the SIS query names open
 * (customer-area §7 "Query names for tickets, users and inventory: not shown"); these are this sandbox's.
 * Every field needs the caller's identity token in the `ciam_id_token` header (errors: UNAUTHENTICATED);
 * lists hold only the caller's organizations' entries; `users`, `user` and the user-administration mutations
 * need a delegated-admin role (FORBIDDEN). Form checks answer BAD_USER_INPUT with the first customer-area §5
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
    "Actions the status allows, in display order (sandbox/sis/rules.ts accessActions)."
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
  "Platform of a download-centre file; any = platform-independent (release notes, manuals)."
  enum DownloadPlatform { windows linux any }
  "A file of the wire-flow download centre (customer-area §2 /wire-flow)."
  type Download {
    id: ID!
    name: String!
    version: String!
    "ISO 8601 date."
    releaseDate: String!
    platform: DownloadPlatform!
    sizeBytes: Int!
    fileName: String!
    "Absolute URL of the file (GET answers it as an attachment)."
    url: String!
  }
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
    "Ticket types in the caller's SIS locale (Accept-Language, public-site §7 mapping; default en-US)."
    ticketTypes: [String!]!
    "Newest first."
    tickets: [Ticket!]!
    "null never: another organization's or an unknown id is NOT_FOUND."
    ticket(id: ID!): Ticket!
    assets: [Asset!]!
    "Newest release first; needs the artemis-active role (FORBIDDEN)."
    downloads: [Download!]!
    users: [User!]!
    user(id: ID!): User!
  }

  type Mutation {
    createTicket(input: CreateTicketInput!): Ticket!
    addTicketComment(ticketId: ID!, description: String): Ticket!
    "reason: solvedByProvider, solvedWithoutProvider or noLongerRelevant (customer-area §4)."
    closeTicket(ticketId: ID!, reason: String, comment: String): Ticket!
    "An existing e-mail answers 'The user already exists' (USER_ALREADY_EXISTS), with extensions.userId only for a user sharing one of the caller's organizations."
    inviteUser(email: String, organizationId: ID, applications: [ID!]): User!
    "A user who also belongs to an organization the caller does not administer: FORBIDDEN (reason FOREIGN_ORGANIZATION)."
    setAccess(userId: ID!, application: ID!, action: AccessAction!): User!
    "Adds one of the caller's own organizations to the user (customer-area §6); another is 'Please select an item'."
    addUserOrganization(userId: ID!, organizationId: ID!): User!
    "Removes one of the caller's organizations from the user; the user's last one is refused (BAD_USER_INPUT). null: the caller shares no organization with the user any more, so no longer sees them (customer-area §6)."
    removeUserOrganization(userId: ID!, organizationId: ID!): User
    "Deletes the user everywhere (access, organizations; customer-area §6); answers the id. A user who also belongs to an organization the caller does not administer: FORBIDDEN."
    deleteUser(userId: ID!): ID!
  }
`;
