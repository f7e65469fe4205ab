-- Users of the sign-up site. E-mails are stored lower-cased, so the unique constraint is case-insensitive.
CREATE TABLE users (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  email text NOT NULL UNIQUE,
  password_hash text,
  firstname text NOT NULL DEFAULT '',
  lastname text NOT NULL DEFAULT '',
  company_name text,
  avatar text,
  google_sub text UNIQUE,
  rel text NOT NULL,
  r_id text,
  subscription_plan text NOT NULL,
  user_onboarding_finished boolean NOT NULL DEFAULT false,
  arp_onboarding_finished boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL
);

-- One live code per e-mail: sending a new one replaces the old one.
CREATE TABLE verification_codes (
  email text PRIMARY KEY,
  code_hash text NOT NULL,
  mode text NOT NULL,
  r_id text,
  sent_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  wrong_attempts integer NOT NULL DEFAULT 0,
  consumed_at timestamptz
);

CREATE TABLE contact_requests (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  firstname text NOT NULL,
  lastname text NOT NULL,
  phone_number text NOT NULL,
  email text NOT NULL,
  created_at timestamptz NOT NULL
);

CREATE TABLE employees (
  id text PRIMARY KEY,
  firstname text NOT NULL,
  lastname text NOT NULL,
  title text NOT NULL,
  bio text NOT NULL,
  avatar text
);

-- `fields` is the form definition: [{name, type, label, required, options?}].
CREATE TABLE online_forms (
  id text PRIMARY KEY,
  title text NOT NULL,
  description text NOT NULL,
  fields jsonb NOT NULL
);

CREATE TABLE form_submissions (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  form_id text NOT NULL REFERENCES online_forms (id),
  answers jsonb NOT NULL,
  created_at timestamptz NOT NULL
);

CREATE INDEX form_submissions_form_id ON form_submissions (form_id);
