-- "Ask for this integration": the tool a visitor named and the e-mail to write back to.
CREATE TABLE integration_requests (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  integration text NOT NULL,
  email text NOT NULL,
  created_at timestamptz NOT NULL
);
