-- Counters shared by every server instance: login failures per e-mail, requests per client and route.
-- A row counts `hits` until `window_ends_at`; the next hit after that starts a new window.
CREATE TABLE throttle_counters (
  key text PRIMARY KEY,
  hits integer NOT NULL,
  window_ends_at timestamptz NOT NULL
);

CREATE INDEX throttle_counters_window_ends_at ON throttle_counters (window_ends_at);
