-- When a contact request asks for its call: a window of the visitor's day and their time zone (both optional).
ALTER TABLE contact_requests ADD COLUMN preferred_time text;
ALTER TABLE contact_requests ADD COLUMN time_zone text;
