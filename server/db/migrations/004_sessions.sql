-- Session tokens signed out before they expire, by their `jti`; a row is kept until the token's own
-- expiry, after which the signature check refuses the token anyway.
CREATE TABLE revoked_tokens (
  jti text PRIMARY KEY,
  expires_at timestamptz NOT NULL
);

CREATE INDEX revoked_tokens_expires_at ON revoked_tokens (expires_at);

-- Google ID tokens already signed in with (their `jti`, else a hash of the token), kept until they
-- expire, so one token opens one session.
CREATE TABLE used_google_tokens (
  token_id text PRIMARY KEY,
  expires_at timestamptz NOT NULL
);

CREATE INDEX used_google_tokens_expires_at ON used_google_tokens (expires_at);
