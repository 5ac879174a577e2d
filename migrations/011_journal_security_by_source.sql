-- The lockout of a PIN reads back this machine's recent wrong PINs when a process starts (every
-- `sabot ruling` is a new process): through this index it reads a few rows, however many
-- security events a dashboard's connections have added to the journal.
CREATE INDEX journal_security_by_source ON journal (source, position) WHERE kind = 'security';
