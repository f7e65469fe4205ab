-- A request for a demo time carries a preferred time and an e-mail address, not a phone number.
ALTER TABLE contact_requests ALTER COLUMN phone_number DROP NOT NULL;
