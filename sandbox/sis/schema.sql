-- Sandbox service-information system (SIS): organizations, users, applications and access, tickets with
-- comments, inventory. Created on start when missing (IF NOT EXISTS), so an existing file keeps its data.

CREATE TABLE IF NOT EXISTS organizations (
  id   TEXT PRIMARY KEY,
  name TEXT NOT NULL
);

-- A customer location ("location (account)" of the ticket form, customer-area §3).
CREATE TABLE IF NOT EXISTS locations (
  id              TEXT PRIMARY KEY,
  organization_id TEXT NOT NULL REFERENCES organizations (id),
  name            TEXT NOT NULL
);

-- roles: the account's role claim as a JSON list (customer-area §6).
CREATE TABLE IF NOT EXISTS users (
  id         TEXT PRIMARY KEY,
  username   TEXT,
  email      TEXT NOT NULL UNIQUE COLLATE NOCASE,
  first_name TEXT NOT NULL DEFAULT '',
  last_name  TEXT NOT NULL DEFAULT '',
  internal   INTEGER NOT NULL DEFAULT 0,
  roles      TEXT NOT NULL DEFAULT '[]'
);

CREATE TABLE IF NOT EXISTS user_organizations (
  user_id         TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  organization_id TEXT NOT NULL REFERENCES organizations (id),
  PRIMARY KEY (user_id, organization_id)
);

CREATE TABLE IF NOT EXISTS applications (
  id   TEXT PRIMARY KEY,
  name TEXT NOT NULL
);

-- Access status of customer-area §4; no row means 'unknown'.
CREATE TABLE IF NOT EXISTS access (
  user_id        TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  application_id TEXT NOT NULL REFERENCES applications (id),
  status         TEXT NOT NULL
    CHECK (status IN ('invited', 'inviteExpired', 'pending', 'active', 'inactive', 'declined')),
  updated_at     TEXT NOT NULL,
  PRIMARY KEY (user_id, application_id)
);

CREATE TABLE IF NOT EXISTS assets (
  id              TEXT PRIMARY KEY,
  organization_id TEXT NOT NULL REFERENCES organizations (id),
  location_id     TEXT NOT NULL REFERENCES locations (id),
  machine_name    TEXT NOT NULL,
  serial_number   TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS tickets (
  id                TEXT PRIMARY KEY,
  organization_id   TEXT NOT NULL REFERENCES organizations (id),
  location_id       TEXT NOT NULL REFERENCES locations (id),
  type              TEXT NOT NULL,
  subject           TEXT NOT NULL,
  description       TEXT NOT NULL,
  asset_id          TEXT NOT NULL REFERENCES assets (id),
  machine_name      TEXT,
  serial_number     TEXT,
  status            TEXT NOT NULL CHECK (status IN ('open', 'inProgress', 'closed')),
  contact_user_id   TEXT NOT NULL REFERENCES users (id),
  created_on        TEXT NOT NULL,
  replies_count     INTEGER NOT NULL DEFAULT 0,
  close_reason      TEXT,
  close_comment     TEXT
);

CREATE TABLE IF NOT EXISTS ticket_comments (
  id             INTEGER PRIMARY KEY AUTOINCREMENT,
  ticket_id      TEXT NOT NULL REFERENCES tickets (id) ON DELETE CASCADE,
  author_user_id TEXT NOT NULL REFERENCES users (id),
  description    TEXT NOT NULL,
  created_on     TEXT NOT NULL
);
