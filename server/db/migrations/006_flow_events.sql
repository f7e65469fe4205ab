-- Visitors' steps through the flows (POST /api/flow-events). The daily counts carry no visit id and
-- are kept 13 months; only flow_visits carries the visit's random id, kept 30 days after its last step.
-- Counts are added in place (count = count + EXCLUDED.count), so instances sharing a database never lose one.

-- Each visit's way through a flow so far: the states it was in, in order, one a line (a state
-- repeated at once written once), the state its latest step entered and that step's day. A later
-- batch of the visit extends it.
CREATE TABLE flow_visits (
  visit text NOT NULL,
  flow text NOT NULL,
  day date NOT NULL,
  way text NOT NULL,
  last_state text NOT NULL,
  PRIMARY KEY (visit, flow)
);
CREATE INDEX flow_visits_day ON flow_visits (day);

-- Visits per way through a flow, by the day of their latest step: funnels along any path are read
-- from these, with no visit id. A later step of the same visit moves its one count (minus here, plus there).
CREATE TABLE flow_way_days (
  day date NOT NULL,
  flow text NOT NULL,
  way text NOT NULL,
  count bigint NOT NULL,
  PRIMARY KEY (flow, day, way)
);
CREATE INDEX flow_way_days_day ON flow_way_days (day);

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
-- stopped. A later step of the same visit moves its one count, as in flow_way_days.
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
