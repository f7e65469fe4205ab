-- Visitors' steps through the flows (POST /api/flow-events). The daily counts carry no visit id and
-- are kept 13 months; the raw steps carry the visit's random id, only for funnels, and are kept 30 days.
-- Counts are added in place (count = count + EXCLUDED.count), so instances sharing a database never lose one.

-- The raw steps, in the order they arrived (id): a visit's batches are stored one after the other.
CREATE TABLE flow_steps (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  visit text NOT NULL,
  flow text NOT NULL,
  day date NOT NULL,
  from_state text NOT NULL,
  event text NOT NULL,
  to_state text NOT NULL
);
CREATE INDEX flow_steps_visit ON flow_steps (visit, flow, id);
CREATE INDEX flow_steps_flow_day ON flow_steps (flow, day);
CREATE INDEX flow_steps_day ON flow_steps (day);

-- Transitions taken per day: the arrows' counts, and each state's entries (the sum into it).
CREATE TABLE flow_transition_days (
  day date NOT NULL,
  flow text NOT NULL,
  from_state text NOT NULL,
  event text NOT NULL,
  to_state text NOT NULL,
  count bigint NOT NULL,
  PRIMARY KEY (flow, day, from_state, event, to_state)
);

-- Times spent in a state before leaving it, per day, in fixed log-scale buckets (contract/flowEvents.ts):
-- any period's percentiles are read from the summed buckets.
CREATE TABLE flow_time_days (
  day date NOT NULL,
  flow text NOT NULL,
  state text NOT NULL,
  bucket smallint NOT NULL,
  count bigint NOT NULL,
  PRIMARY KEY (flow, day, state, bucket)
);

-- Visits whose latest step in the flow entered this state, by the day of that step: where visitors
-- stopped. A later step of the same visit moves its one count (minus here, plus there).
CREATE TABLE flow_end_days (
  day date NOT NULL,
  flow text NOT NULL,
  state text NOT NULL,
  count bigint NOT NULL,
  PRIMARY KEY (flow, day, state)
);
CREATE INDEX flow_transition_days_day ON flow_transition_days (day);
CREATE INDEX flow_time_days_day ON flow_time_days (day);
CREATE INDEX flow_end_days_day ON flow_end_days (day);
